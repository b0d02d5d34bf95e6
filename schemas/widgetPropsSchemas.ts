// The props schema of every widget type, keyed by type. The widget registry (widgets/registry.ts)
// must list exactly these types; a contract test checks both directions.
import columns from './widgets/columns.props.schema.json';
import featurePlaceholder from './widgets/featurePlaceholder.props.schema.json';
import linkCards from './widgets/linkCards.props.schema.json';
import loginForm from './widgets/loginForm.props.schema.json';
import pageHeading from './widgets/pageHeading.props.schema.json';
import richText from './widgets/richText.props.schema.json';
import section from './widgets/section.props.schema.json';

export const widgetPropsSchemas = {
  columns,
  featurePlaceholder,
  linkCards,
  loginForm,
  pageHeading,
  richText,
  section,
} as const satisfies Record<string, object>;

export type WidgetType = keyof typeof widgetPropsSchemas;

/** Widget types whose nodes may have children (layout containers). */
export const containerWidgetTypes: readonly WidgetType[] = ['columns', 'section'];
