// The props schema of every widget type, keyed by type. The widget registry (widgets/registry.ts)
// must list exactly these types; a contract test checks both directions.
import columns from './widgets/columns.props.schema.json';
import featurePlaceholder from './widgets/featurePlaceholder.props.schema.json';
import linkCards from './widgets/linkCards.props.schema.json';
import loginForm from './widgets/loginForm.props.schema.json';
import offerDetails from './widgets/offerDetails.props.schema.json';
import offerLetter from './widgets/offerLetter.props.schema.json';
import offersList from './widgets/offersList.props.schema.json';
import pageHeading from './widgets/pageHeading.props.schema.json';
import richText from './widgets/richText.props.schema.json';
import section from './widgets/section.props.schema.json';
import searchBar from './widgets/searchBar.props.schema.json';
import searchFilters from './widgets/searchFilters.props.schema.json';
import searchResults from './widgets/searchResults.props.schema.json';
import positionDetailsPane from './widgets/positionDetailsPane.props.schema.json';
import searchPagination from './widgets/searchPagination.props.schema.json';
import positionDetails from './widgets/positionDetails.props.schema.json';
import searchMap from './widgets/searchMap.props.schema.json';
import jobCart from './widgets/jobCart.props.schema.json';
import savedJobsList from './widgets/savedJobsList.props.schema.json';
import resumeUpload from './widgets/resumeUpload.props.schema.json';
import applicationsList from './widgets/applicationsList.props.schema.json';
import candidateSettings from './widgets/candidateSettings.props.schema.json';
import dashboardTabs from './widgets/dashboardTabs.props.schema.json';
import draftApplications from './widgets/draftApplications.props.schema.json';
import eventsList from './widgets/eventsList.props.schema.json';
import exportResume from './widgets/exportResume.props.schema.json';
import formsList from './widgets/formsList.props.schema.json';
import applyForm from './widgets/applyForm.props.schema.json';
import formView from './widgets/formView.props.schema.json';
import formsCenter from './widgets/formsCenter.props.schema.json';
import onboardingForm from './widgets/onboardingForm.props.schema.json';
import interviewsList from './widgets/interviewsList.props.schema.json';
import matchDetailsList from './widgets/matchDetailsList.props.schema.json';
import nudgesList from './widgets/nudgesList.props.schema.json';
import offersSummary from './widgets/offersSummary.props.schema.json';
import positionInsightsList from './widgets/positionInsightsList.props.schema.json';
import profileBootstrapping from './widgets/profileBootstrapping.props.schema.json';
import profileCompletion from './widgets/profileCompletion.props.schema.json';
import profileEditor from './widgets/profileEditor.props.schema.json';
import referralsList from './widgets/referralsList.props.schema.json';

export const widgetPropsSchemas = {
  columns,
  featurePlaceholder,
  linkCards,
  loginForm,
  offerDetails,
  offerLetter,
  offersList,
  pageHeading,
  richText,
  section,
  searchBar,
  searchFilters,
  searchResults,
  positionDetailsPane,
  searchPagination,
  positionDetails,
  searchMap,
  jobCart,
  savedJobsList,
  resumeUpload,
  applicationsList,
  candidateSettings,
  dashboardTabs,
  draftApplications,
  eventsList,
  exportResume,
  formsList,
  applyForm,
  formView,
  formsCenter,
  onboardingForm,
  interviewsList,
  matchDetailsList,
  nudgesList,
  offersSummary,
  positionInsightsList,
  profileBootstrapping,
  profileCompletion,
  profileEditor,
  referralsList,
} as const satisfies Record<string, object>;

export type WidgetType = keyof typeof widgetPropsSchemas;

/** Widget types whose nodes may have children (layout containers). */
export const containerWidgetTypes: readonly WidgetType[] = ['columns', 'section'];
