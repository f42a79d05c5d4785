import type { ColumnType, Generated } from "kysely";

/**
 * Column types as both dialects hand them back. PostgreSQL returns Date for timestamptz,
 * native booleans and parsed jsonb; SQLite returns ISO text, 0/1 and JSON text. Writes take
 * Date and boolean on both (the SQLite connection converts them, see database.ts) and JSON
 * as a string. Repositories map rows to the contract shapes, so nothing above them sees this.
 */
export type Timestamp = ColumnType<Date | string, Date, Date>;
export type NullableTimestamp = ColumnType<Date | string | null, Date | null | undefined, Date | null>;
export type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;
export type Json = ColumnType<unknown, string | undefined, string>;
export type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  display_name: string | null;
  role: "user" | "admin";
  timezone: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  last_login: NullableTimestamp;
  /** Set by an admin; a disabled account's sessions stop working at once and it cannot sign in. */
  disabled_at: NullableTimestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** The admin acting as user_id in an impersonation session; null for the person's own sessions. */
  impersonator_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoginFailuresTable {
  id: string;
  /** SHA-256 hex of "ip|email", "ip|<ip>" or "account|<email>" (loginAttemptKeys): no addresses in clear. */
  attempt_key: string;
  created_at: Timestamp;
}

/** The account that became admin by registering first; the primary key allows one. */
export interface FirstAdminClaimTable {
  name: string;
  user_id: string;
}

/** Calls to outside models per user, UTC day and kind ("llm" | "stt"). */
export interface UsageCountsTable {
  user_id: string;
  day: string;
  kind: string;
  count: number;
}

export interface ThoughtsTable {
  id: string;
  user_id: string;
  original_input: string;
  ai_title: string | null;
  status: ColumnType<string, string | undefined, string>;
  domain: string | null;
  subdomain: string | null;
  event_type: string | null;
  is_container: Bool;
  container_type: string | null;
  parent_id: string | null;
  /** An ISO instant in UTC ("…Z") or an all-day date ("2026-11-23"); text on both dialects. */
  scheduled_for: string | null;
  waiting_for: string | null;
  expected_date: string | null;
  flexible_attributes: Json;
  llm_debug_data: NullableJson;
  /** Filled by the classification issue; bytea / blob. */
  embedding: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  /** Which model made `embedding` (EMBEDDING_TYPE offline, "api:<model>" otherwise); vectors compare only within one model. */
  embedding_model: ColumnType<string | null, string | null | undefined, string | null>;
  /** queued | processing | done | failed: the background pipeline's progress, shown on the card. */
  processing_status: ColumnType<string, string | undefined, string>;
  processing_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by PUT /thoughts/:id/received; open waiting items are those with waiting_for and no received time. */
  waiting_received_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The durable queue; while a job runs, run_at is its lease expiry (see jobs.repository.ts). */
export interface JobsTable {
  id: string;
  type: string;
  payload: Json;
  idempotency_key: string;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: Timestamp;
  locked_by: ColumnType<string | null, string | null | undefined, string | null>;
  locked_at: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** Kept by triggers on thoughts (migration 2026_11_25_1400); read-only for the app. */
export interface ThoughtCountsTable {
  user_id: string;
  total: string | number;
  /** SQLite: changes on every write to the person's thoughts (2026_11_25_1510); unused on PostgreSQL, which stamps rows instead (2026_11_25_2230). */
  version: Generated<string | number>;
}

/** Thoughts per person and domain ('' for unclassified), kept by triggers. */
export interface ThoughtDomainCountsTable {
  user_id: string;
  domain: string;
  total: number | string;
}

/** Idempotency-Key of a capture and the thought it created; (user_id, key) is the primary key. */
export interface CaptureKeysTable {
  user_id: string;
  key: string;
  thought_id: string;
  created_at: Timestamp;
}

/** One row per string in flexible_attributes.tags; primary key (thought_id, tag). */
export interface ThoughtTagsTable {
  thought_id: string;
  tag: string;
  user_id: string;
  created_at: Timestamp;
}

/** A person's API key; key_hash is the SHA-256 hex of the full key, which is never stored. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  key_id: string;
  key_hash: string;
  name: string;
  type: "general" | "shortcut" | "gpt" | "admin";
  device: string | null;
  created_at: Timestamp;
  last_used: NullableTimestamp;
  usage_count: number;
  is_active: Bool;
  revoked_at: NullableTimestamp;
}

/** The secret ICS feed of a person; only the SHA-256 of the secret is kept. */
export interface CalendarFeedsTable {
  user_id: string;
  secret_hash: string;
  created_at: Timestamp;
}

/** A connected calendar ("google" | "caldav"); credentials are sealed by lib/secret-box.ts. */
export interface CalendarAccountsTable {
  user_id: string;
  provider: string;
  credentials: string;
  settings: Json;
  /** idle | queued | running | ok | error */
  sync_status: string;
  last_error: string | null;
  last_message: string | null;
  last_synced_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A thought and its event on a provider, as of the last sync. */
export interface CalendarLinksTable {
  user_id: string;
  provider: string;
  remote_uid: string;
  thought_id: string;
  remote_url: string | null;
  remote_etag: string | null;
  /** The thought's updated_at (ISO) when last pushed or pulled: a newer one is a local change. */
  local_updated_at: string;
  synced_at: Timestamp;
}

/** A one-time e-mailed link (welcome or password reset); only the token's SHA-256 is stored. */
export interface SignInLinksTable {
  id: string;
  user_id: string;
  token_hash: string;
  purpose: "welcome" | "reset";
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** The setup questionnaire's answers, one row per user. */
export interface SetupAnswersTable {
  user_id: string;
  answers: Json;
  phase: number;
  completed_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** The thought each setup entry became, so a second completion updates it. */
export interface SetupRecordsTable {
  user_id: string;
  record_key: string;
  thought_id: string;
}

/** What happened in whose account, and which admin really acted when it was not its owner. */
export interface ActivityLogTable {
  id: string;
  user_id: string;
  actor_id: string | null;
  actor_email: string | null;
  activity_type: string;
  title: string | null;
  detail: string | null;
  created_at: Timestamp;
}

/** An uploaded file's record (migration 2026_11_25_2010); the bytes live in document storage under storage_key. */
export interface DocumentsTable {
  id: string;
  user_id: string;
  title: string | null;
  original_filename: string;
  mime_type: string;
  storage_key: string;
  /** SHA-256 hex of the content, for the duplicate check. */
  content_hash: string;
  file_size: ColumnType<string | number, number, number>;
  document_type: string | null;
  /** YYYY-MM-DD. */
  document_date: string | null;
  amount: number | null;
  currency: string | null;
  tags: Json;
  domains: Json;
  categories: Json;
  metadata: Json;
  ai_extracted: Bool;
  extracted_text: string | null;
  processing_status: string;
  processing_error: string | null;
  /** Names of the fields the person set (title, document_type…); extraction leaves those alone. */
  given_fields: Json;
  create_event: Bool;
  thought_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per tag of a document, with its case-folded form; primary key (document_id, tag_folded). */
export interface DocumentTagsTable {
  document_id: string;
  user_id: string;
  tag: string;
  tag_folded: string;
}

/** A document connected to a project or thought (both are thoughts); primary key (document_id, thought_id). */
export interface DocumentLinksTable {
  document_id: string;
  thought_id: string;
  user_id: string;
  entity_type: string;
  created_at: Timestamp;
}

/** Quota an upload in progress holds (migration 2026_11_26_1300); gone once the document is recorded. */
export interface DocumentReservationsTable {
  id: string;
  user_id: string;
  bytes: ColumnType<string | number, number, number>;
  expires_at: Timestamp;
}

/** Who gets the morning e-mail digest (issue 13); no row is off. */
export interface MorningDigestSettingsTable {
  user_id: string;
  enabled: Bool;
  updated_at: Timestamp;
}

/** One row per person and local day the digest was claimed for sending: the once-a-day key. */
export interface MorningDigestSendsTable {
  user_id: string;
  local_date: string;
  created_at: Timestamp;
}

/** A ticket for an admin backend page and, once exchanged, the cookie it became (hashes only). */
export interface AdminPageGrantsTable {
  id: string;
  user_id: string;
  session_id: string;
  page: string;
  ticket_hash: string;
  ticket_expires_at: Timestamp;
  cookie_hash: ColumnType<string | null, string | null | undefined, string | null>;
  cookie_expires_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Idempotency-Key of a Shortcut's photo and the document it stored; primary key (user_id, key). */
export interface PhotoCaptureKeysTable {
  user_id: string;
  key: string;
  document_id: string;
  created_at: Timestamp;
}

export interface Tables {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  first_admin_claim: FirstAdminClaimTable;
  usage_counts: UsageCountsTable;
  thoughts: ThoughtsTable;
  thought_counts: ThoughtCountsTable;
  thought_domain_counts: ThoughtDomainCountsTable;
  jobs: JobsTable;
  capture_keys: CaptureKeysTable;
  thought_tags: ThoughtTagsTable;
  api_keys: ApiKeysTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_accounts: CalendarAccountsTable;
  calendar_links: CalendarLinksTable;
  sign_in_links: SignInLinksTable;
  setup_answers: SetupAnswersTable;
  setup_records: SetupRecordsTable;
  activity_log: ActivityLogTable;
  documents: DocumentsTable;
  document_tags: DocumentTagsTable;
  document_links: DocumentLinksTable;
  document_reservations: DocumentReservationsTable;
  morning_digest_settings: MorningDigestSettingsTable;
  morning_digest_sends: MorningDigestSendsTable;
  admin_page_grants: AdminPageGrantsTable;
  photo_capture_keys: PhotoCaptureKeysTable;
}
