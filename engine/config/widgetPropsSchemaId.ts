/**
 * The address a widget's props schema is compiled under (its file, schemas/widgets/<type>.props.schema.json,
 * under the schemas' own base), so its reference to the config's LocalizedText
 * (`../employer-config.schema.json#/definitions/LocalizedText`) resolves as it does for an editor.
 */
export const widgetPropsSchemaId = (type: string) => `https://portico.dev/schemas/widgets/${type}.props.schema.json`;
