/**
 * The form toolkit's constants (spec search-forms-shared-layer.md, section 9). Widgets and the server
 * read them from here so a number is written once.
 */

/** Star rating: values 1 to RATING_MAX, one label per star (forms.rating.labels in the locale files). */
export const RATING_MAX = 5;

/** The skill selector shows this many skills, then a +N toggle. */
export const SKILL_LIST_COLLAPSE_THRESHOLD = 10;

/** Collapsed height (px) of an instruction's "read more" block. */
export const READ_MORE_HEIGHT_INSTRUCTIONS = 150;

export const MOVE_BUTTON_DEBOUNCE_MS = 300;
/** Re-validation of a question after one of its dependencies changed waits this long. */
export const DEPENDENT_QUESTION_DEBOUNCE_MS = 50;
export const SCROLLSPY_DEBOUNCE_MS = 50;
/** After a step is chosen by hand, the active step stops following the scroll position for this long. */
export const STEP_SCROLL_FOLLOW_DELAY_MS = 1000;

/** The phone progress bar of a stepper moves in steps of this many percent. */
export const STEPPER_PROGRESS_STEP = 10;

/** Rounds a scroll progress to the nearest 10 percent, within 0 to 100 (a NaN progress is 0). */
export function roundProgress(percent: number): number {
  if (!Number.isFinite(percent)) return percent > 0 ? 100 : 0;
  const rounded = Math.round(percent / STEPPER_PROGRESS_STEP) * STEPPER_PROGRESS_STEP;
  return Math.min(100, Math.max(0, rounded));
}

/** dayjs formats: how dates are shown, how date-range ends are stored, how a date answer is stored. */
export const DATE_DISPLAY_FORMAT = 'DD MMM YYYY';
export const DATE_RANGE_FORMAT = 'MM/YYYY';
/** Not in the spec: date answers are stored as ISO calendar days so they sort and compare as text. */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';
/** How an English page's date input shows and reads a typed day (the spec's numeric US date); other languages use their own. */
export const DATE_INPUT_FORMAT = 'MM/DD/YYYY';

/** Longest SSN (XXX-XX-XXXX) and SIN (XXX-XXX-XXX) inputs, dashes included. */
export const SSN_MAX_LENGTH = 11;
export const SIN_MAX_LENGTH = 11;

/** Grid columns (of 12) of a question's label and input: side by side on large screens, stacked on small ones. */
export const FORM_COLUMNS = { label: 5, value: 6, small: 12 } as const;

/** Minimum widths (px): a phone is anything below tablet. */
export const BREAKPOINTS = { tablet: 600, desktop: 1024, large: 1180, extraLarge: 1600 } as const;

export const FULL_SCREEN_LOADER_OPACITY = 0.4;

/** Country used for phone numbers when the page gives none. */
export const DEFAULT_COUNTRY_CODE = 'US';

/** File extensions an upload accepts. */
export const ALLOWED_UPLOAD_TYPES = ['doc', 'docx', 'pdf', 'txt', 'png', 'jpg', 'jpeg'] as const;

/** The option value that, when it is a select's only option, is chosen for the candidate and locked. */
export const NOT_APPLICABLE_VALUE = 'N/A';
