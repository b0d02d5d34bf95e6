import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T, string | T>;

/** The candidate's editable profile sections (profile_edit op_section keys). */
export interface ProfileSections {
  experience?: { title: string; company: string; startDate?: string; endDate?: string; isCurrent?: boolean; description?: string }[];
  education?: { school: string; degree?: string; field?: string; endYear?: number }[];
  links?: { label: string; url: string }[];
  summary?: string;
  /** Roles the candidate is looking for (profile bootstrapping). */
  desiredRoles?: string[];
}

export interface CandidatesTable {
  id: string;
  domain: string;
  email: string;
  password_hash: string;
  full_name: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  location: string | null;
  avatar_url: string | null;
  headline: string | null;
  skills: Json<string[]>;
  profile: Json<ProfileSections>;
  is_admin: Generated<boolean>;
  is_theme_builder: Generated<boolean>;
  /** 0008: edits every employer's config in the studio and logs in on every portal (domain '*'). */
  is_consultant: Generated<boolean>;
  /** 0009: the employer's sample candidate, whom the studio's preview shows as its "sample" persona. */
  is_preview_sample: Generated<boolean>;
  tos_attested: Generated<boolean>;
  tos_attested_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_onboarded: Generated<boolean>;
  is_bootstrapped: Generated<boolean>;
  language: string | null;
  notification_preferences: Json<Record<string, boolean>>;
  created_at: GeneratedTimestamp;
}

export interface SessionsTable {
  id: string;
  candidate_id: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
}

export interface PositionsTable {
  id: Generated<number>;
  domain: string;
  title: string;
  department: string;
  employment_type: string;
  city: string | null;
  region: string | null;
  country: string | null;
  location: string;
  lat: number | null;
  lng: number | null;
  is_remote: boolean;
  skills: Json<string[]>;
  description: string;
  salary_min: number | null;
  salary_max: number | null;
  posted_at: Timestamp;
  valid_through: Timestamp | null;
  closed_at: Timestamp | null;
  /** 0012: the position's id in the employer's ATS (integration API); null for the seed's. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0012: ISO 4217 code of the salary range. */
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0017: set by a trigger on every insert and update (the employer's search version is its largest); null for rows older than 0017. */
  search_seq: ColumnType<string | null, never, never>;
}

export interface SavedPositionsTable {
  candidate_id: string;
  position_id: number;
  created_at: GeneratedTimestamp;
}

export interface JobCartItemsTable {
  candidate_id: string;
  position_id: number;
  created_at: GeneratedTimestamp;
}

export interface ApplicationsTable {
  id: Generated<number>;
  candidate_id: string;
  position_id: number;
  status: string;
  is_active: boolean;
  answers: Json<Record<string, unknown>>;
  applied_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** 0015: the employer of an application the ATS sent (its external id is unique per employer); null for the portal's own. */
  domain: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0015: the application's id in the employer's ATS (integration API); null for the portal's own. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0015: how many times its status changed (each change is told once). */
  status_seq: Generated<number>;
}

export interface DraftApplicationsTable {
  id: Generated<number>;
  candidate_id: string;
  position_id: number;
  answers: Json<Record<string, unknown>>;
  updated_at: GeneratedTimestamp;
}

export interface InterviewsTable {
  id: Generated<number>;
  candidate_id: string;
  position_id: number;
  title: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  location: string | null;
  meeting_url: string | null;
  status: string;
  /** 0015: the employer of an interview the ATS sent (its external id is unique per employer). */
  domain: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0015: the interview's id in the employer's ATS; null for the seed's. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0015: the application it belongs to (the ATS's interviews always have one). */
  application_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0015: how many changes the candidate was told of (moved, cancelled, scheduled again). */
  change_seq: Generated<number>;
}

export interface EventsTable {
  id: Generated<number>;
  domain: string;
  title: string;
  description: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  location: string;
}

export interface EventRegistrationsTable {
  candidate_id: string;
  event_id: number;
  application_status: string | null;
  registered_at: GeneratedTimestamp;
}

export interface ReferralsTable {
  id: Generated<number>;
  candidate_id: string;
  position_id: number;
  referrer_name: string;
  status: string;
  created_at: GeneratedTimestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  candidate_id: string;
  category_title: string;
  message: string;
  notification_type: string;
  redirect_url: string | null;
  is_clicked: Generated<boolean>;
  is_viewed: Generated<boolean>;
  created_at: GeneratedTimestamp;
  /** 0013: the texts by key (locales/<language>/alerts.json), put in the reader's language when read; null on older rows. */
  category_key: ColumnType<string | null, string | null | undefined, string | null>;
  message_key: ColumnType<string | null, string | null | undefined, string | null>;
  message_params: ColumnType<Record<string, string | number> | null, string | null | undefined, string | null>;
  /** 0013: the event that made it; one notification per candidate and event. */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OffersTable {
  id: Generated<number>;
  enc_id: string;
  candidate_id: string;
  domain: string;
  position_id: number | null;
  position_name: string;
  status: string;
  is_contract: boolean;
  is_ats: boolean;
  hide_offer_status: boolean;
  esign_wid: string | null;
  expires_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** 0016: the offer's id in the employer's ATS (integration API), unique per employer; null for the seed's. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0016: the ATS's application it was made on (the ATS's offers always have one). */
  application_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0016: how many revisions the candidate was told of (each is told once). */
  revision_seq: Generated<number>;
}

export interface OfferDocumentsTable {
  id: Generated<number>;
  offer_id: number;
  name: string;
  document_type: string;
  status: string;
  signed: Generated<boolean>;
  signature_type: string;
  under_revision: Generated<boolean>;
  content: Buffer | null;
  signed_content: Buffer | null;
  signed_name: string | null;
  updated_at: GeneratedTimestamp;
  /** 0003: the hosted e-signature widget token of this document (unguessable), and when it was signed. */
  esign_wid: ColumnType<string | null, string | null | undefined, string | null>;
  signed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 0016: the document's id in the employer's ATS, unique within its offer; null for the seed's. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ResumesTable {
  id: Generated<number>;
  candidate_id: string;
  file_name: string;
  mime_type: string;
  size: number;
  content: Buffer;
  is_primary: boolean;
  uploaded_at: GeneratedTimestamp;
}

export interface FormsTable {
  id: Generated<number>;
  domain: string;
  form_key: string;
  title: string;
  tab_id: string;
  definition: Json<Record<string, unknown>>;
  /** 0005: listed for every candidate of the employer, without an assignment (the field gallery). */
  open_to_all: Generated<boolean>;
  /** 0005: may be submitted again after a submission (each one is kept). */
  allow_resubmit: Generated<boolean>;
}

export interface FormAssignmentsTable {
  candidate_id: string;
  form_id: number;
  status: string;
  due_at: Timestamp | null;
  updated_at: GeneratedTimestamp;
  /** 0010: the form version it was assigned with (null: whichever is served, as for the seeded assignments). */
  form_version: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  form_id: number;
  candidate_id: string | null;
  data: Json<Record<string, unknown>>;
  submitted_at: GeneratedTimestamp;
}

export interface FormDraftsTable {
  owner_key: string;
  form_key: string;
  domain: string;
  data: Json<Record<string, unknown>>;
  updated_at: GeneratedTimestamp;
}

/** 0005: an application sent without logging in (loginSignupConfig.loggedOutApplyEnabled), kept with the email. */
export interface AnonymousApplicationsTable {
  id: Generated<number>;
  domain: string;
  position_id: number;
  email: string;
  answers: Json<Record<string, unknown>>;
  applied_at: GeneratedTimestamp;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  candidate_id: string;
  domain: string;
  query: string;
  location: string;
  filters: Json<Record<string, string[]>>;
  created_at: GeneratedTimestamp;
  /** 0014: the candidate's name for it (at most 120 characters); null shows the query and location. */
  name: string | null;
  /** 0014: paused searches send no alerts. */
  paused_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** 0014: each position that opened (created open or reopened), for the saved-search alerts. */
export interface PositionOpeningsTable {
  id: Generated<string>;
  position_id: number;
  domain: string;
  opened_at: GeneratedTimestamp;
  processed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** 0014: a position a saved search matched; batch_position_id groups those told together. */
export interface SavedSearchMatchesTable {
  id: Generated<string>;
  saved_search_id: number;
  position_id: number;
  matched_at: GeneratedTimestamp;
  batch_position_id: number | null;
  notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  mailed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** 0014: every e-mail sent (or being sent), by its idempotency key. */
export interface SentMailsTable {
  idempotency_key: string;
  candidate_id: string | null;
  to_address: string;
  subject: string;
  status: 'sending' | 'sent';
  claimed_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  message_id: string | null;
}

/** 0014: secrets generated once and shared by every process. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: GeneratedTimestamp;
}

export interface PageLogsTable {
  id: Generated<number>;
  domain: string;
  namespace: string;
  event: string;
  data: Json<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
}

/** One row (id 1): bumped by a trigger on a truncate of positions (0016; before it, on every write), so search caches know to reload everything. */
export interface SearchIndexStateTable {
  id: number;
  version: ColumnType<string, string | number, string | number>;
}

/** 0017: per employer, the search_seq of the last time a position left it (deleted or moved): its search data is loaded whole again. */
export interface SearchDomainsTable {
  domain: string;
  removed_seq: ColumnType<string, string | number, string | number>;
}

/** A rate-limit counter shared by every server process (key: a hash of route and visitor). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

/** Failed log-ins of one account (key: a hash of employer and e-mail). */
export interface LoginFailuresTable {
  account_key: string;
  failures: number;
  last_failure_at: Date;
  blocked_until: Date | null;
}

/** A browser that has logged into an account (key: hashes of its device cookie, and of employer and e-mail). */
export interface LoginDevicesTable {
  token_hash: string;
  account_key: string;
  last_used_at: Date;
}

/** 0008: a versioned configuration document (an employer config: kind 'employer', key = domain). */
export interface ConfigDocumentsTable {
  id: Generated<number>;
  kind: string;
  domain: string;
  key: string;
  file_name: string;
  /** 0010: null for a form created in the form builder and not published yet. */
  published_version: number | null;
  /** 0010: what an unpublished form starts from (the blank skeleton or a template's copy); null once seeded, imported or created published. */
  initial_config: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
}

/** 0008: a published version of a document (versions count from 1 per document). */
export interface ConfigVersionsTable {
  document_id: number;
  version: number;
  author: string;
  published_at: GeneratedTimestamp;
  message: string;
  config: Json<Record<string, unknown>>;
}

/** 0008: an editor's draft of a document, saved even while invalid. */
export interface ConfigDraftsTable {
  document_id: number;
  editor_id: string;
  /** 0010: null for a draft of a form never published. */
  base_version: number | null;
  config: Json<Record<string, unknown>>;
  updated_at: GeneratedTimestamp;
}

/** 0008: one row per publish, rollback, creation, import or seed. */
export interface ConfigAuditTable {
  id: Generated<number>;
  at: GeneratedTimestamp;
  actor: string;
  action: string;
  document_id: number;
  domain: string;
  from_version: number | null;
  to_version: number;
  message: string;
}

/** 0011: an image uploaded in the theme builder (png, jpeg or webp, at most 2 MB), id = its content's hash. */
export interface ThemeAssetsTable {
  domain: string;
  id: string;
  content_type: string;
  bytes: Buffer;
  created_at: GeneratedTimestamp;
}

/** 0012: an employer's integration API key, kept as a hash (shown once when created). */
export interface ApiKeysTable {
  id: Generated<number>;
  domain: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  created_by: string;
  created_at: GeneratedTimestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface Database {
  api_keys: ApiKeysTable;
  candidates: CandidatesTable;
  sessions: SessionsTable;
  positions: PositionsTable;
  saved_positions: SavedPositionsTable;
  job_cart_items: JobCartItemsTable;
  applications: ApplicationsTable;
  draft_applications: DraftApplicationsTable;
  interviews: InterviewsTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  referrals: ReferralsTable;
  notifications: NotificationsTable;
  offers: OffersTable;
  offer_documents: OfferDocumentsTable;
  resumes: ResumesTable;
  forms: FormsTable;
  form_assignments: FormAssignmentsTable;
  form_submissions: FormSubmissionsTable;
  form_drafts: FormDraftsTable;
  anonymous_applications: AnonymousApplicationsTable;
  saved_searches: SavedSearchesTable;
  position_openings: PositionOpeningsTable;
  saved_search_matches: SavedSearchMatchesTable;
  sent_mails: SentMailsTable;
  server_secrets: ServerSecretsTable;
  page_logs: PageLogsTable;
  search_index_state: SearchIndexStateTable;
  search_domains: SearchDomainsTable;
  rate_limit_counters: RateLimitCountersTable;
  login_failures: LoginFailuresTable;
  login_devices: LoginDevicesTable;
  config_documents: ConfigDocumentsTable;
  config_versions: ConfigVersionsTable;
  config_drafts: ConfigDraftsTable;
  config_audit: ConfigAuditTable;
  theme_assets: ThemeAssetsTable;
}

export type Candidate = Selectable<CandidatesTable>;
export type Position = Selectable<PositionsTable>;
export type Offer = Selectable<OffersTable>;
export type OfferDocument = Selectable<OfferDocumentsTable>;
