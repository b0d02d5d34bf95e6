/**
 * The one explicit widget registry: every widget type a config may name. Nothing registers itself
 * as an import side effect; adding a widget means adding a line here and its props schema in
 * schemas/widgetPropsSchemas.ts (a contract test checks both lists match).
 */
import { columnsWidget } from './columns';
import { featurePlaceholderWidget } from './featurePlaceholder';
import { linkCardsWidget } from './linkCards';
import { loginFormWidget } from './loginForm';
import { pageHeadingWidget } from './pageHeading';
import { richTextWidget } from './richText';
import { sectionWidget } from './section';
import type { AnyWidgetDefinition } from './shared/defineWidget';

export const widgetRegistry: Readonly<Record<string, AnyWidgetDefinition>> = {
  columns: columnsWidget,
  featurePlaceholder: featurePlaceholderWidget,
  linkCards: linkCardsWidget,
  loginForm: loginFormWidget,
  pageHeading: pageHeadingWidget,
  richText: richTextWidget,
  section: sectionWidget,
};

/** The registry entry for a type, or undefined (the renderer then shows an error card naming the config path). */
export function getWidget(type: string): AnyWidgetDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(widgetRegistry, type) ? widgetRegistry[type] : undefined;
}
