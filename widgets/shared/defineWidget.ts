import type { ComponentType, ReactNode } from 'react';
import type { Localized } from '../../engine/i18n/localizedText';

/** What every widget component receives: its validated props, the employer's texts in them already in the page language (the server's pageConfig), and its rendered children when it is a container. */
export type WidgetComponentProps<P> = Localized<P> & { children?: ReactNode[] };

/**
 * A widget type's view. Its type's name is the name of its props schema file
 * (schemas/widgets/<type>.props.schema.json) and its key in widgets/registry.ts, typed by the list
 * generated from those files; the server validates config props against the schema at start, so the
 * browser never downloads the schemas.
 */
export interface WidgetDefinition<P = Record<string, unknown>> {
  /**
   * Small layout widgets are bundled with the app; heavy ones (search, map, forms, PDF) are
   * lazyWidget()s, loaded on first use so a page downloads only what it shows.
   */
  component: ComponentType<WidgetComponentProps<P>>;
  /**
   * The widget shows the page's real title as its h1 (a page heading, the job title, the form's
   * title). A page has one h1: the shell's own (the hero heading or a visually hidden page name)
   * is left out when such a widget is on the page.
   */
  pageHeading?: true;
}

export function defineWidget<P>(definition: WidgetDefinition<P>): WidgetDefinition<P> {
  return definition;
}

/**
 * The registry holds widgets of different props types; the renderer passes each one props that were
 * validated against that widget's own schema, so the erased type is safe here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetDefinition = WidgetDefinition<any>;
