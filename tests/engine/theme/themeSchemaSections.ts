import { THEME_SECTIONS, type ThemeTokenKind } from '../../../engine/theme/themeSections';

/** The schema definition each kind of token refers to. */
export const KIND_DEFINITIONS: Record<ThemeTokenKind, string> = {
  color: 'Color',
  length: 'Length',
  font: 'Font',
  fontWeight: 'FontWeight',
  shadow: 'Shadow',
  opacity: 'Opacity',
  percent: 'Percent',
  image: 'Image',
};

type SchemaNode = { type: 'object'; additionalProperties: false; properties: Record<string, unknown> };
const objectNode = (): SchemaNode => ({ type: 'object', additionalProperties: false, properties: {} });

/** The `sections` part of schemas/theme.schema.json as the catalogue (engine/theme/themeSections.ts) describes it. */
export function sectionsSchemaFromCatalogue(): SchemaNode {
  const sections = objectNode();
  for (const section of THEME_SECTIONS) {
    const node = objectNode();
    for (const spec of section.tokens) {
      const path = spec.path.split('.');
      let parent = node;
      for (const key of path.slice(0, -1)) parent = (parent.properties[key] ??= objectNode()) as SchemaNode;
      parent.properties[path.at(-1)!] = { anyOf: [{ $ref: `#/definitions/${KIND_DEFINITIONS[spec.kind]}` }, { $ref: '#/definitions/TemplateVariable' }] };
    }
    sections.properties[section.name] = node;
  }
  return sections;
}
