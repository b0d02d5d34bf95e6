/**
 * The one explicit widget registry: every widget type a config may name, mapped to its view. Nothing
 * registers itself as an import side effect. A type's name comes from its props schema file
 * (schemas/widgets/<type>.props.schema.json, listed by `npm run schemas:types`): this map is typed by
 * that list, so a widget without a schema, or a schema without a widget, does not compile (and
 * tests/widgets/registry.contract.test.tsx checks the two lists at run time).
 */
import { columnsWidget } from './columns';
import { featurePlaceholderWidget } from './featurePlaceholder';
import { linkCardsWidget } from './linkCards';
import { loginFormWidget } from './loginForm';
import { offerDetailsWidget } from './offers/offerDetails';
import { offerLetterWidget } from './offers/offerLetter';
import { offersListWidget } from './offers/offersList';
import { pageHeadingWidget } from './pageHeading';
import { richTextWidget } from './richText';
import { sectionWidget } from './section';
import { searchBarWidget } from './search/searchBar';
import { searchFiltersWidget } from './search/searchFilters';
import { searchResultsWidget } from './search/searchResults';
import { positionDetailsPaneWidget } from './search/positionDetailsPane';
import { searchPaginationWidget } from './search/searchPagination';
import { positionDetailsWidget } from './search/positionDetails';
import { searchMapWidget } from './search/searchMap';
import { jobCartWidget } from './search/jobCart';
import { savedJobsListWidget } from './search/savedJobsList';
import { resumeUploadWidget } from './search/resumeUpload';
import { applicationsListWidget } from './home/applicationsList';
import { candidateSettingsWidget } from './home/candidateSettings';
import { dashboardTabsWidget } from './home/dashboardTabs';
import { draftApplicationsWidget } from './home/draftApplications';
import { eventsListWidget } from './home/eventsList';
import { savedSearchesListWidget } from './home/savedSearchesList';
import { exportResumeWidget } from './home/exportResume';
import { formsListWidget } from './home/formsList';
import { applyFormWidget } from './forms/applyForm';
import { formViewWidget } from './forms/formView';
import { formsCenterWidget } from './forms/formsCenter';
import { onboardingFormWidget } from './forms/onboardingForm';
import { interviewsListWidget } from './home/interviewsList';
import { matchDetailsListWidget } from './home/matchDetailsList';
import { nudgesListWidget } from './home/nudgesList';
import { offersSummaryWidget } from './home/offersSummary';
import { positionInsightsListWidget } from './home/positionInsightsList';
import { profileBootstrappingWidget } from './home/profileBootstrapping';
import { profileCompletionWidget } from './home/profileCompletion';
import { profileEditorWidget } from './home/profileEditor';
import { referralsListWidget } from './home/referralsList';
import type { WidgetType } from '../schemas/widgetPropsSchemas';
import type { AnyWidgetDefinition } from './shared/defineWidget';

export const widgetRegistry: Readonly<Record<WidgetType, AnyWidgetDefinition>> = {
  columns: columnsWidget,
  featurePlaceholder: featurePlaceholderWidget,
  linkCards: linkCardsWidget,
  loginForm: loginFormWidget,
  offerDetails: offerDetailsWidget,
  offerLetter: offerLetterWidget,
  offersList: offersListWidget,
  pageHeading: pageHeadingWidget,
  richText: richTextWidget,
  section: sectionWidget,
  searchBar: searchBarWidget,
  searchFilters: searchFiltersWidget,
  searchResults: searchResultsWidget,
  positionDetailsPane: positionDetailsPaneWidget,
  searchPagination: searchPaginationWidget,
  positionDetails: positionDetailsWidget,
  searchMap: searchMapWidget,
  jobCart: jobCartWidget,
  savedJobsList: savedJobsListWidget,
  resumeUpload: resumeUploadWidget,
  applicationsList: applicationsListWidget,
  candidateSettings: candidateSettingsWidget,
  dashboardTabs: dashboardTabsWidget,
  draftApplications: draftApplicationsWidget,
  eventsList: eventsListWidget,
  savedSearchesList: savedSearchesListWidget,
  exportResume: exportResumeWidget,
  formsList: formsListWidget,
  applyForm: applyFormWidget,
  formView: formViewWidget,
  formsCenter: formsCenterWidget,
  onboardingForm: onboardingFormWidget,
  interviewsList: interviewsListWidget,
  matchDetailsList: matchDetailsListWidget,
  nudgesList: nudgesListWidget,
  offersSummary: offersSummaryWidget,
  positionInsightsList: positionInsightsListWidget,
  profileBootstrapping: profileBootstrappingWidget,
  profileCompletion: profileCompletionWidget,
  profileEditor: profileEditorWidget,
  referralsList: referralsListWidget,
};

/** The registry entry for a type, or undefined (the renderer then shows an error card naming the config path). */
export function getWidget(type: string): AnyWidgetDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(widgetRegistry, type) ? widgetRegistry[type as WidgetType] : undefined;
}
