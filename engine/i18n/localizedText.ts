import type { BootData } from '../../schemas/generated/boot-data';
import type { EmployerConfig, LocalizedText, LocalizedTextMap } from '../../schemas/generated/employer-config';
import employerConfigSchema from '../../schemas/employer-config.schema.json';
import pageLayoutSchema from '../../schemas/page-layout.schema.json';
import { widgetPropsSchemas, type WidgetType } from '../../schemas/widgetPropsSchemas';
import { DEFAULT_LANGUAGE } from './languages';

/**
 * Employer text a candidate reads may be one string or a map by language (`{ "en": "…", "de": "…" }`,
 * schemas/employer-config.schema.json `LocalizedText`). A page reads it resolved: every map replaced
 * by the text of its language, else the employer's default language's, else English's, else the
 * first given. `Localized<T>` is T with every such map a string (arrays and tuples stay so).
 */
export type Localized<T> = T extends string ? T : IsTextMap<T> extends true ? string : T extends object ? { [K in keyof T]: Localized<T[K]> } : T;

/** Exactly the language map (mutually assignable: another object type with optional string properties is not it; nor `{}`, any JSON). */
type IsTextMap<T> = [keyof T] extends [never] ? false : [T] extends [LocalizedTextMap] ? ([LocalizedTextMap] extends [T] ? true : false) : false;

/** An employer's config as a page in one language reads it (pageConfig). */
export type PageConfig = Localized<EmployerConfig>;

/** One text in `language`: its own, else the default language's, else English's, else the first given. */
export function localizedText(value: LocalizedText, language: string, defaultLanguage?: string): string;
export function localizedText(value: LocalizedText | undefined, language: string, defaultLanguage?: string): string | undefined;
export function localizedText(value: LocalizedText | undefined, language: string, defaultLanguage: string = DEFAULT_LANGUAGE): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  const texts = value as Readonly<Record<string, string | undefined>>;
  return texts[language] ?? texts[defaultLanguage] ?? texts[DEFAULT_LANGUAGE] ?? Object.values(texts).find((text) => text !== undefined);
}

/** Where a schema holds LocalizedText: `text` here, or deeper by property name (`*`: any key or array item). */
interface TextPlaces {
  text?: true;
  children: Map<string, TextPlaces>;
}

type SchemaNode = Record<string, unknown>;
/** A reference to the config's LocalizedText, from the config schema itself or from a widget's props schema (../employer-config.schema.json#/…). */
const isLocalizedTextRef = (ref: unknown) => typeof ref === 'string' && ref.endsWith('#/definitions/LocalizedText');

/** The schema files the config schema refers to by file name (a page's layout), whose texts are the config's too. */
const SIBLING_SCHEMAS: Readonly<Record<string, SchemaNode>> = { 'page-layout.schema.json': pageLayoutSchema as SchemaNode };

/**
 * The places of LocalizedText in the employer config schema, read from the schema itself (so a
 * string that happens to look like a map, such as a filter's labelMap keyed by "de", is never read
 * as one): properties, additionalProperties and items, through local $refs, the sibling schema files
 * it names (a page's title in page-layout.schema.json) and anyOf/oneOf/allOf.
 */
function textPlaces(root: SchemaNode): TextPlaces {
  const places: TextPlaces = { children: new Map() };
  const child = (node: TextPlaces, key: string) => node.children.get(key) ?? node.children.set(key, { children: new Map() }).get(key)!;
  /** schemaRoot: the file a local $ref (#/definitions/…) is read in. */
  const visit = (schema: unknown, node: TextPlaces, refs: ReadonlySet<string>, schemaRoot: SchemaNode): void => {
    if (typeof schema !== 'object' || schema === null) return;
    const { $ref, properties, additionalProperties, items, anyOf, oneOf, allOf } = schema as SchemaNode;
    if (isLocalizedTextRef($ref)) {
      node.text = true;
      return;
    }
    if (typeof $ref === 'string' && $ref.startsWith('#/definitions/')) {
      const key = `${String(schemaRoot.$id)}${$ref}`;
      const definitions = schemaRoot.definitions as Record<string, unknown>;
      if (!refs.has(key)) visit(definitions[$ref.slice('#/definitions/'.length)], node, new Set([...refs, key]), schemaRoot);
    }
    const sibling = typeof $ref === 'string' ? SIBLING_SCHEMAS[$ref] : undefined;
    if (sibling && !refs.has($ref as string)) visit(sibling, node, new Set([...refs, $ref as string]), sibling);
    const next = (value: unknown, at: TextPlaces) => visit(value, at, refs, schemaRoot);
    if (typeof properties === 'object' && properties !== null) for (const [key, value] of Object.entries(properties)) next(value, child(node, key));
    next(additionalProperties, child(node, '*'));
    next(items, child(node, '*'));
    for (const list of [anyOf, oneOf, allOf]) if (Array.isArray(list)) for (const option of list) next(option, node);
  };
  visit(root, places, new Set(), root);
  const prune = (node: TextPlaces): boolean => {
    for (const [key, value] of node.children) if (!prune(value)) node.children.delete(key);
    return node.text === true || node.children.size > 0;
  };
  prune(places);
  return places;
}

let configTextPlaces: TextPlaces | undefined;
const widgetTextPlaces = new Map<string, TextPlaces>();

/** Where a widget type's props hold LocalizedText (its props schema), none for an unknown type. */
function widgetPlaces(type: string): TextPlaces | undefined {
  if (!Object.hasOwn(widgetPropsSchemas, type)) return undefined;
  let places = widgetTextPlaces.get(type);
  if (!places) widgetTextPlaces.set(type, (places = textPlaces(widgetPropsSchemas[type as WidgetType] as SchemaNode)));
  return places;
}

/**
 * The props of every widget node in `value` (page layouts, dashboard tabs: any object with a `widget`
 * type and `props`) with their texts resolved by that widget's props schema; children likewise.
 */
function resolveWidgetProps<T>(value: T, language: string, defaultLanguage: string): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => resolveWidgetProps(item, language, defaultLanguage)) as T;
  const node = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveWidgetProps(item, language, defaultLanguage)]));
  const places = typeof node.widget === 'string' && typeof node.props === 'object' && node.props !== null ? widgetPlaces(node.widget) : undefined;
  if (places) node.props = resolveAt(node.props, places, language, defaultLanguage);
  return node as T;
}

function resolveAt<T>(value: T, places: TextPlaces, language: string, defaultLanguage: string): T {
  if (places.text) return localizedText(value as LocalizedText, language, defaultLanguage) as T;
  if (typeof value !== 'object' || value === null) return value;
  const item = places.children.get('*');
  if (Array.isArray(value)) return (item ? value.map((entry: unknown) => resolveAt(entry, item, language, defaultLanguage)) : value) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      const inner = places.children.get(key) ?? item;
      return [key, inner ? resolveAt(entry, inner, language, defaultLanguage) : entry];
    }),
  ) as T;
}

/** Configs already resolved, by language: a published config never changes, so each is resolved once per language. */
const resolved = new WeakMap<EmployerConfig, Map<string, PageConfig>>();

/** The employer's config as a page in `language` reads it: every text in that language, falling back to the employer's default language, then English. */
export function pageConfig(config: EmployerConfig, language: string): PageConfig {
  let byLanguage = resolved.get(config);
  if (!byLanguage) resolved.set(config, (byLanguage = new Map()));
  let page = byLanguage.get(language);
  if (!page) {
    configTextPlaces ??= textPlaces(employerConfigSchema as SchemaNode);
    const defaultLanguage = config.defaultLanguage ?? DEFAULT_LANGUAGE;
    page = resolveWidgetProps(resolveAt(config, configTextPlaces, language, defaultLanguage), language, defaultLanguage) as PageConfig;
    byLanguage.set(language, page);
  }
  return page;
}

/** The boot data a page starts from: its config resolved for the page language (the server's pageConfig). */
export type PageBootData = Omit<BootData, 'config'> & { config: PageConfig };
