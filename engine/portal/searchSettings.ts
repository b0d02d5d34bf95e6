import type { PageConfig } from '../i18n/localizedText';

type SortOption = 'relevance' | 'date' | 'distance';
type ResumeFileType = 'doc' | 'docx' | 'pdf' | 'txt' | 'png' | 'jpg' | 'jpeg';

/** Spec section 9: allowed upload types. */
export const DEFAULT_RESUME_FILE_TYPES: readonly ResumeFileType[] = ['doc', 'docx', 'pdf', 'txt', 'png', 'jpg', 'jpeg'];
const DEFAULT_SORT_OPTIONS: readonly SortOption[] = ['relevance', 'date'];

/** The search area's slice of the employer config (search, filters, map, position details, flags). */
export function resolveSearchSettings(config: PageConfig) {
  const pcsx = config.pcsxConfig ?? {};
  const searchConfig = pcsx.searchConfig ?? {};
  const searchOptionsMap = pcsx.searchOptionsMap ?? {};
  const enableCommaInFilterValues = config.behaviourFlags?.enableCommaInFilterValues === true;
  const savedSearchNotificationsEnabled = config.notificationsConfig?.savedSearchNotification?.enabled === true;
  const loginAllowed = config.loginSignupConfig?.candidateLoginEnabled !== false;
  const mapApiKey = searchConfig.mapConfig?.apiKey?.trim() ?? '';
  return {
    searchConfig,
    searchOptionsMap,
    positionDetailsConfig: pcsx.positionDetailsConfig ?? {},
    enableCommaInFilterValues,
    savedSearchNotificationsEnabled,
    loggedOutNotificationConfig: pcsx.loggedOutNotificationConfig ?? {},
    /**
     * The part of the config the search engine functions (engine/search) read: domain, search
     * config, option names and the comma flag. Widgets hand this to the engine instead of the raw config.
     */
    engineConfig: {
      domain: config.domain,
      name: config.name,
      pages: {},
      pcsxConfig: { searchConfig, searchOptionsMap },
      behaviourFlags: { enableCommaInFilterValues },
    } as PageConfig,
    /** The sort choices offered; the server's default (relevance) first. */
    sortOptions: (searchConfig.sortOptions?.length ? searchConfig.sortOptions : DEFAULT_SORT_OPTIONS) as readonly SortOption[],
    /** Autocomplete asks the server only from this many characters (config autocompleteMinLength, default 1). */
    autocompleteMinLength:
      typeof searchConfig.autocompleteMinLength === 'number' && searchConfig.autocompleteMinLength > 0 ? searchConfig.autocompleteMinLength : 1,
    /** mapConfig.enabled: the map toggle is shown. Without apiKey it explains that the map is not configured. */
    mapEnabled: searchConfig.mapConfig?.enabled === true,
    mapApiKey,
    currentLocationEnabled: searchConfig.currentLocation?.enabled === true,
    allowedResumeFileTypes: (searchConfig.allowedResumeFileTypes?.length
      ? searchConfig.allowedResumeFileTypes
      : DEFAULT_RESUME_FILE_TYPES) as readonly ResumeFileType[],
    /** Spec section 6: saved search needs the notification setting enabled and login allowed. */
    savedSearchAvailable: savedSearchNotificationsEnabled && loginAllowed,
  };
}
