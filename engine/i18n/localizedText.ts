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

type SchemaNode = Record<string, unknown>;
/** A reference to the config's LocalizedText, from the config schema itself or from another schema (../employer-config.schema.json#/…). */
const isLocalizedTextRef = (ref: unknown) => typeof ref === 'string' && ref.endsWith('#/definitions/LocalizedText');

/** The schema files the config schema refers to by file name (a page's layout), whose texts are the config's too. */
const SIBLING_SCHEMAS: Readonly<Record<string, SchemaNode>> = { 'page-layout.schema.json': pageLayoutSchema as SchemaNode };

/**
 * One place of a document as its schema describes it: whether a LocalizedText is there, and the places
 * below it (by property name, or `*` for any array item). Read from the schema itself (so a string that
 * happens to look like a map, such as a filter's labelMap keyed by "de", is never read as one), through
 * local $refs and anyOf/oneOf/allOf, and only as deep as a document goes: a recursive schema (a form's
 * list question holds questions) is followed to any depth.
 */
class TextPlace {
  readonly text: boolean;
  private readonly below = new Map<string, TextPlace | undefined>();

  constructor(private readonly schemas: readonly SchemaAt[]) {
    this.text = schemas.some(({ schema }) => isLocalizedTextRef(schema.$ref));
  }

  /** The place of a property (`key`) or of an array's items (`*`), or undefined when the schema says nothing of it. */
  child(key: string): TextPlace | undefined {
    if (this.below.has(key)) return this.below.get(key);
    const pick = (name: 'properties' | 'additionalProperties' | 'items') =>
      this.schemas.flatMap(({ schema, root }) => {
        const value = schema[name];
        if (name !== 'properties') return [{ schema: value, root }];
        return typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? [{ schema: (value as SchemaNode)[key], root }] : [];
      });
    const own = key === '*' ? pick('items') : pick('properties');
    const schemas = flatten(own.length > 0 ? own : pick('additionalProperties'));
    const place = schemas.length > 0 ? new TextPlace(schemas) : undefined;
    this.below.set(key, place);
    return place;
  }
}

/** A schema and the file it is in (where its local $refs point). */
interface SchemaAt {
  schema: SchemaNode;
  root: SchemaNode;
}

/**
 * The schemas that apply at a place: each one, its $ref's target (a local one in its own file, or a
 * sibling file the config schema names) and its anyOf/oneOf/allOf branches (a reference cycle is
 * followed once).
 */
function flatten(schemas: readonly { schema: unknown; root: SchemaNode }[]): SchemaAt[] {
  const flat: SchemaAt[] = [];
  const visit = (schema: unknown, root: SchemaNode, refs: ReadonlySet<string>): void => {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return;
    const node = schema as SchemaNode;
    flat.push({ schema: node, root });
    const { $ref, anyOf, oneOf, allOf } = node;
    if (isLocalizedTextRef($ref)) return;
    const key = `${String(root.$id)}${String($ref)}`;
    if (typeof $ref === 'string' && !refs.has(key)) {
      const sibling = SIBLING_SCHEMAS[$ref];
      if ($ref.startsWith('#/definitions/'))
        visit((root.definitions as Record<string, unknown>)[$ref.slice('#/definitions/'.length)], root, new Set([...refs, key]));
      else if (sibling) visit(sibling, sibling, new Set([...refs, key]));
    }
    for (const list of [anyOf, oneOf, allOf]) if (Array.isArray(list)) for (const option of list) visit(option, root, refs);
  };
  for (const { schema, root } of schemas) visit(schema, root, new Set());
  return flat;
}

const schemaPlaces = new WeakMap<object, TextPlace>();

/** The root place of a document of this schema (read once per schema). */
function textPlaces(schema: object): TextPlace {
  let place = schemaPlaces.get(schema);
  if (!place) schemaPlaces.set(schema, (place = new TextPlace(flatten([{ schema, root: schema as SchemaNode }]))));
  return place;
}

/** Where a widget type's props hold LocalizedText (its props schema), none for an unknown type. */
function widgetPlaces(type: string): TextPlace | undefined {
  return Object.hasOwn(widgetPropsSchemas, type) ? textPlaces(widgetPropsSchemas[type as WidgetType]) : undefined;
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

/** `value` with its texts resolved; an object or array in which nothing changed is returned as it was (the same reference). */
function resolveAt<T>(value: T, place: TextPlace, language: string, defaultLanguage: string): T {
  if (place.text) return localizedText(value as LocalizedText, language, defaultLanguage) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const item = place.child('*');
    if (!item) return value;
    const items = value.map((entry: unknown) => resolveAt(entry, item, language, defaultLanguage));
    return (items.every((entry, index) => entry === value[index]) ? value : items) as T;
  }
  let changed = false;
  const entries = Object.entries(value).map(([key, entry]) => {
    const inner = place.child(key);
    const resolved: unknown = inner ? resolveAt(entry, inner, language, defaultLanguage) : entry;
    changed ||= resolved !== entry;
    return [key, resolved] as const;
  });
  return changed ? (Object.fromEntries(entries) as T) : value;
}

/**
 * A document of `schema` (a form definition, an offer's texts) with every text the schema marks as
 * LocalizedText in `language`, else the default language's, else English's. The document is left as
 * it was; unchanged parts are shared.
 */
export function resolveTexts<T>(schema: object, value: T, language: string, defaultLanguage: string = DEFAULT_LANGUAGE): Localized<T> {
  return resolveAt(value, textPlaces(schema), language, defaultLanguage) as Localized<T>;
}

/** Configs already resolved, by language: a published config never changes, so each is resolved once per language. */
const resolved = new WeakMap<EmployerConfig, Map<string, PageConfig>>();

/** The employer's config as a page in `language` reads it: every text in that language, falling back to the employer's default language, then English. */
export function pageConfig(config: EmployerConfig, language: string): PageConfig {
  let byLanguage = resolved.get(config);
  if (!byLanguage) resolved.set(config, (byLanguage = new Map()));
  let page = byLanguage.get(language);
  if (!page) {
    const defaultLanguage = config.defaultLanguage ?? DEFAULT_LANGUAGE;
    page = resolveWidgetProps(resolveAt(config, textPlaces(employerConfigSchema), language, defaultLanguage), language, defaultLanguage) as PageConfig;
    byLanguage.set(language, page);
  }
  return page;
}

/** The boot data a page starts from: its config resolved for the page language (the server's pageConfig). */
export type PageBootData = Omit<BootData, 'config'> & { config: PageConfig };
