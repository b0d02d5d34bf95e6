// The props schema of every widget type, keyed by type, is generated from the files in
// schemas/widgets/ (`npm run schemas:types`): a widget type is named once, by its schema file.
import type { WidgetType } from './generated/widgetPropsSchemas';

export { widgetPropsSchemas, type WidgetType } from './generated/widgetPropsSchemas';

/** Widget types whose nodes may have children (layout containers). */
export const containerWidgetTypes: readonly WidgetType[] = ['columns', 'section'];
