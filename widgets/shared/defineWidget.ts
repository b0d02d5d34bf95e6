import type { ComponentType, ReactNode } from 'react';

/** What every widget component receives: its validated props, and its rendered children when it is a container. */
export type WidgetComponentProps<P> = P & { children?: ReactNode[] };

export interface WidgetDefinition<P = Record<string, unknown>> {
  type: string;
  /** The widget's own props schema (from schemas/widgets/); config props are validated against it. */
  propsSchema: object;
  /**
   * Small layout widgets are bundled with the app; heavy ones (search, map, forms, PDF) are
   * lazyWidget()s, loaded on first use so a page downloads only what it shows.
   */
  component: ComponentType<WidgetComponentProps<P>>;
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
