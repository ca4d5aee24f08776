import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { PayoutState } from '../../src/domain/payout'

/**
 * The tables of the reference ERP, as Kysely sees them. Conventions, the same on SQLite and
 * PostgreSQL so that one query runs on both:
 * - instants are ISO-8601 UTC text (`2025-01-31T18:04:05.123Z`, see ./time.ts): they sort as
 *   text, and neither driver turns them into Date objects behind our back;
 * - calendar dates (birth dates, pay dates) are `yyyy-mm-dd` text, as on the wire;
 * - money is integer cents (MXN), so no float ever touches an amount;
 * - flags are integers 0/1, because SQLite has no boolean and pg would hand back true/false.
 * Each migration in ./migrations adds to these types; the types follow the latest migration.
 */

/** Client statuses: 1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select. */
export type ClientStatus = 1 | 2 | 3 | 4 | 5

/** Pay cycle values. */
export type SalaryCycle = 'weekly' | 'biweekly' | 'semi_monthly' | 'monthly'

export interface ClientTable {
  id: Generated<number>
  /** Public identifier, stable and not guessable, for integrations. */
  uuid: string
  /** Lower-cased. */
  email: string
  /** Ten digits, no country code. */
  mobile_phone: string
  /** Upper-cased; null until the client gives it. */
  curp: string | null
  password_hash: string
  first_name: string | null
  middle_name: string | null
  last_names: string | null
  birth_date: string | null
  /** 'es' or 'en': the language messages to this client are written in. */
  language: Generated<string>
  status: Generated<ClientStatus>
  /** A test account (seed data, QA): `fake` on the wire. */
  fake: Generated<number>
  salary_cycle: SalaryCycle | null
  /** The client's next pay date, `yyyy-mm-dd`: the reference the pay-date options start from. */
  pay_reference_date: string | null
  /** Semi-monthly pay days as `d1,d2` (e.g. `15,30`). */
  pay_semi_monthly_days: string | null
  /** Monthly pay day, 1..31. */
  pay_day_of_month: number | null
  /** Stand-ins until loans have their own table (a later migration derives them from loans). */
  closed_loans_count: Generated<number>
  has_active_loan: Generated<number>
  consent_terms_at: string | null
  consent_privacy_at: string | null
  /** Migration 0008: when the client authorised querying the credit bureau. */
  consent_credit_bureau_at: string | null
  consent_marketing: Generated<number>
  phone_verified_at: string | null
  email_verified_at: string | null
  /**
   * Migration 0012: raised by every password change or reset; a client session of another
   * generation is refused (server/auth/session-store.ts).
   */
  session_generation: Generated<number>
  /** Migration 0007: 'web' (sign-up) or 'back_office' (created by an agent). */
  origin: Generated<ClientOrigin>
  /** Migration 0007: when a back-office client completed the account (own password, consents). */
  account_completed_at: string | null
  created_at: string
  updated_at: string
}

export type ClientOrigin = 'web' | 'back_office'

/** Back-office users (admins): token account_type 'user'. */
export interface UserTable {
  id: Generated<number>
  email: string
  password_hash: string
  first_name: string
  last_name: string
  /** 1: login answers an mfa token and sends a code (SMS to mobile_phone, else e-mail); the code buys the full token. */
  mfa_enabled: Generated<number>
  /** Ten digits, no country code; where the MFA code goes by SMS. Null: the code goes by e-mail (0006). */
  mobile_phone: string | null
  created_at: string
  updated_at: string
}

/** Exchanged mfa tokens (by jti); a row may go once its expires_at has passed. */
export interface RevokedTokenTable {
  jti: string
  expires_at: string
}

export type CodeChannel = 'sms' | 'email'

/**
 * Every code or link the ERP sends. Nothing leaves the machine: this table is the outbox that
 * development tools read (GET /web/dev/outbox), and the record the code limits count.
 */
export interface VerificationCodeTable {
  id: Generated<number>
  channel: CodeChannel
  /** Ten-digit phone or lower-cased e-mail. */
  destination: string
  code: string
  /** What the code proves, e.g. 'phone_verification', 'password_recovery', 'admin_mfa'. */
  purpose: string
  /** The text as it would have been sent. */
  message: string
  created_at: string
  expires_at: string
  used_at: string | null
  /** Wrong guesses so far; the code dies at the limit. */
  attempts: Generated<number>
  /** What the code was sent to approve (an agreement and its figures); null when it proves a destination. */
  subject: string | null
}

/** One row per counted event (a failed login, a code sent), counted over a sliding window. */
export interface RateLimitHitTable {
  id: Generated<number>
  /** What is limited, e.g. 'login_failure'. */
  bucket: string
  /** Who is limited, e.g. 'id:ana@example.mx' or 'ip:10.0.0.1'. */
  key: string
  created_at: string
}

/** Migration 0005: a client's uploaded document; content is base64 text (see the migration). */
export interface ClientDocumentTable {
  id: Generated<number>
  client_id: number
  /** 'id_document', 'id_document_back', 'selfie', 'payroll', 'bank_statement', 'proof_of_address'. */
  type: string
  /** Sniffed from the content (src/domain/file-type.ts): image/jpeg, image/png, image/heic, or application/pdf (payroll, bank_statement). */
  mime: string
  /** Decoded bytes. */
  size: number
  sha256: string
  content_base64: string
  created_at: string
}

export type UploadState = 'empty' | 'done' | 'error'

export interface UploadFinalisationTable {
  client_id: number
  state: UploadState
  /** Comma-separated document types missing at the last finish. */
  missing: string | null
  updated_at: string
}

/** The simulated Veriff session: status created | submitted | decided. */
export interface IdentitySessionTable {
  id: string
  client_id: number
  status: string
  /** approved | declined | resubmission_requested, once decided. */
  decision: string | null
  /** The uploaded ID document the ERP submitted (migration 0012); null for a session the client opened. */
  document_id: number | null
  created_at: string
  updated_at: string
}

/** Migration 0012: the decision QA wants the simulated identity provider to give a client (by e-mail). */
export interface IdentitySteeringTable {
  subject: string
  decision: string
  updated_at: string
}

/** The simulated Belvo link, one per client. */
export interface OpenBankingTable {
  client_id: number
  link_id: string | null
  institution: string | null
  /** 'linked' or 'skipped'. */
  status: string
  skipped: Generated<number>
  updated_at: string
}

export type ReferralStatus = 'pending' | 'registered' | 'rewarded'

/** Why a registered referral does not count (migration 0013; server/referrals/identity.ts). */
export type ReferralNotCounted = 'same_person' | 'phone_not_verified'

export interface ReferralTable {
  id: Generated<number>
  referrer_client_id: number
  name: string
  phone: string | null
  email: string | null
  code: string
  status: ReferralStatus
  created_at: string
  /** Migration 0013: who signed up with the referral's phone or e-mail; null while pending. */
  invitee_client_id: number | null
  /** Migration 0013: why it does not count; null when it does (or is still pending). */
  not_counted_reason: ReferralNotCounted | null
}

export interface MetricTable {
  id: Generated<number>
  client_id: number | null
  /** JSON text, bounded at the route. */
  payload: string
  created_at: string
}

export interface TrackingSessionTable {
  reference_number: string
  client_id: number
  verified: Generated<number>
  started_at: string
  completed: Generated<number>
}

export interface TrackingChunkTable {
  reference_number: string
  seq: number
  /** JSON text of the chunk's events (no typed values, ever). */
  payload: string
  created_at: string
}

/** Migration 0004: the client's own data and registration progress (one row per client). */
export interface ClientDetailsTable {
  client_id: number
  region_id: string | null
  city_id: string | null
  district_id: string | null
  ward_id: string | null
  street: string | null
  exterior_number: string | null
  interior_number: string | null
  postal_code: string | null
  employment_status: string | null
  employment_position: string | null
  company_name: string | null
  work_phone: string | null
  monthly_income_cents: number | null
  relative_full_name: string | null
  relative_phone: string | null
  /** RFC or CURP, upper-cased (`nationalIdentificator` on the wire). */
  national_identificator: string | null
  /** The expiry date (yyyy-mm-dd) of the uploaded identity document, as the client typed it. */
  id_document_expires_at: string | null
  geo_lat: number | null
  geo_lng: number | null
  geo_at: string | null
  details_at: string | null
  address_at: string | null
  employment_at: string | null
  reference_at: string | null
  finished_at: string | null
  created_at: string
  updated_at: string
}

export interface ClientContactTable {
  id: Generated<number>
  client_id: number
  phone: string
  created_at: string
}

export interface BankAccountTable {
  id: Generated<number>
  client_id: number
  /** 18 digits, unique across clients. */
  clabe: string
  bank_code: string
  verified: Generated<number>
  created_at: string
  updated_at: string
}

export interface DebitCardTable {
  id: Generated<number>
  client_id: number
  last_four: string
  /** Keyed hash of the full number (never stored in clear), unique across clients. */
  number_hash: string
  expiry_month: number
  expiry_year: number
  holder: string
  created_at: string
  updated_at: string
}

/**
 * Application statuses: 1 new, 2 signing, 3 accepted, 4 completed, 5 canceled,
 * 6 rejected, 7 verification, 13 special offer, 14 manual verification, 17 yhat decrease,
 * 18 yhat increase, 23 terminated, 401 decision error.
 */
export type ApplicationStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 13 | 14 | 17 | 18 | 23 | 401

/** A loan request (migration 0002). Money in cents, dates yyyy-mm-dd. */
export interface ApplicationTable {
  id: Generated<number>
  /** Public, random (`hashedId` on the wire). */
  hashed_id: string
  client_id: number
  status: Generated<ApplicationStatus>
  /** What the client asked for. */
  desired_amount: number
  /** What will be lent (after a decision or an offer approval). */
  principal_amount: number
  /** Principal plus the cost of credit: what the client repays. */
  loan_amount: number
  term_days: number
  /** The amount and term a yhat increase/decrease or special offer proposes; null otherwise. */
  offered_amount: number | null
  offered_term_days: number | null
  salary_cycle: SalaryCycle
  first_repayment_option: string
  second_repayment_option: string | null
  /** The chosen repayment date (the first option unless the client chose otherwise). */
  repayment_date: string
  /** The sequence type the price was computed for (new, repeated, additional). */
  sequence_type: string
  promo_code: string | null
  payment_method: Generated<string>
  /** Affiliate data as JSON text. */
  affiliate: string | null
  io_bb: string | null
  juicy_session_id: string | null
  hotjar_user_id: string | null
  idempotency_key: string | null
  /** The cash payout network an accepted client without a CLABE or card chose (migration 0020); null until chosen. */
  cash_provider: string | null
  decision_reason: string | null
  decided_at: string | null
  signed_at: string | null
  created_at: string
  updated_at: string
}

/** Loan statuses: 1 draft, 2 cancelled, 3 cannot make offer, 4 active, 5 paid, 6 on hold, 8 terminated, 9 sold debt, 10 write-off. */
export type LoanStatus = 1 | 2 | 3 | 4 | 5 | 6 | 8 | 9 | 10

/** The loan a signed application becomes (migration 0002). Cents; principal + interest + fees + vat = total. */
export interface LoanTable {
  id: Generated<number>
  client_id: number
  application_id: number
  status: Generated<LoanStatus>
  principal: number
  interest: number
  fees: number
  vat: number
  total: number
  start_date: string
  due_date: string
  paid_amount: Generated<number>
  created_at: string
  updated_at: string
}

/** The loan money's SPEI transfer to the borrower, one per loan (migration 0017). Money in cents. */
export interface PayoutTable {
  id: Generated<number>
  loan_id: number
  client_id: number
  amount: number
  destination_kind: 'clabe' | 'card' | null
  destination_last_digits: string | null
  destination_bank: string | null
  state: PayoutState
  /** When the current state began: the simulated SPEI's clock counts from it. */
  state_at: string
  tracking_key: string | null
  sent_at: string
  expected_by: string
  received_at: string | null
  returned_at: string | null
  return_reason: string | null
  /** 1: QA stopped the clock (dev steering); the state moves only when steered. */
  held: Generated<number>
  created_at: string
  updated_at: string
}

/** A loan collected in cash: its network and reference, issued at signing (migration 0020). */
export interface CashPayoutTable {
  id: Generated<number>
  loan_id: number
  client_id: number
  provider: string
  /** Cents. */
  amount: number
  reference: string
  issued_at: string
  expires_at: string
  collected_at: string | null
  created_at: string
  updated_at: string
}

/** A payout reference replaced by a new one once it expired uncollected (migration 0022). */
export interface CashPayoutVoidTable {
  id: Generated<number>
  cash_payout_id: number
  reference: string
  issued_at: string
  expires_at: string
  voided_at: string
}

/** A loan's instalments: one for this product, more after rollovers (migration 0002). */
export interface LoanScheduleTable {
  id: Generated<number>
  loan_id: number
  due_date: string
  principal: number
  interest: number
  fees: number
  vat: number
  total: number
  paid: Generated<number>
  /** 'pending' or 'paid'; later migrations may add states. */
  status: Generated<string>
  created_at: string
  updated_at: string
}

/** Migration 0003: an extension of the active loan (a rollover). Money in cents. */
export interface RolloverTable {
  id: Generated<number>
  loan_id: number
  /** Expensive or cheap (server/loans/rollover-type.ts says which is which). */
  type: 'expensive' | 'cheap'
  days: number
  fee: number
  fee_without_vat: number
  /** 'pending' until the fee is paid, then 'active'. */
  status: string
  /** Invoice statuses unpaid or draft; 'paid' once the fee came in. */
  invoice_status: 'unpaid' | 'draft' | 'paid'
  new_due_date: string
  idempotency_key: string | null
  created_at: string
  paid_at: string | null
  /** When the client signed its agreement; its fee is payable only from then on. */
  signed_at: ColumnType<string | null, string | null | undefined, string | null>
}

export type PaymentMethod = 'card' | 'spei' | 'cash'
export type PaymentStatus = 'pending' | 'paid' | 'expired'

/** Migration 0003: one payment reference of a loan (repayment, or a rollover's fee when rollover_id is set). */
export interface PaymentTable {
  id: Generated<number>
  loan_id: number
  rollover_id: number | null
  method: PaymentMethod
  reference: string
  amount: number
  status: PaymentStatus
  idempotency_key: string | null
  expires_at: string | null
  created_at: string
  paid_at: string | null
}

/** Migration 0003: a document a client may download (rendered on demand from the loan's rows). */
export interface DocumentTable {
  id: Generated<number>
  client_id: number
  loan_id: number | null
  rollover_id: number | null
  type: 'loan_agreement' | 'caratula' | 'rollover_agreement'
  title: string
  created_at: string
}

/** Migration 0003: a short-lived, random download id of one client's document. */
export interface TemporaryDownloadTable {
  id: string
  document_id: number
  client_id: number
  expires_at: string
}

/** Migration 0007: the client's authorisation to charge one registered card (direct debit). */
export interface DirectDebitConsentTable {
  id: Generated<number>
  client_id: number
  card_id: number
  last_four: string
  /** The client address the consent came from. */
  ip: string
  /** The version of the authorisation text the client accepted. */
  text_version: string
  consented_at: string
}

export type ConsentKind = 'terms' | 'privacy' | 'credit_bureau' | 'marketing'
export type ConsentMethod = 'checkbox' | 'nip_sms'

/** Migration 0018: one consent a client gave, never updated nor deleted. */
export interface ConsentTable {
  id: Generated<number>
  client_id: number
  kind: ConsentKind
  /** The version of the text accepted (TERMS_TEXTS, CONSENT_TEXTS). */
  text_version: string
  accepted_at: string
  /** The client address the consent came from. */
  ip: string
  /** The device: the User-Agent header as sent, cut to a length; null when none came. */
  user_agent: string | null
  method: ConsentMethod
}

/** Migration 0007: the available amount PUT yhat/limit computed (cents) and the facts behind it. */
export interface ClientLimitTable {
  client_id: number
  available_cents: number
  min_cents: number
  max_cents: number
  reason: string
  basis: string
  computed_at: string
}

/** Migration 0007: one simulated HelloSoda check. */
export interface HelloSodaCheckTable {
  id: string
  email: string | null
  phone: string | null
  name: string | null
  score: number
  verdict: 'pass' | 'review' | 'fail'
  steered: Generated<number>
  created_at: string
}

/** Migration 0007: the score QA wants the next checks of an e-mail or phone to answer. */
export interface HelloSodaSteeringTable {
  subject: string
  score: number
  updated_at: string
}

/** Migration 0009: an affiliate partner's landing record with its affiliate data. */
export interface AffiliateLeadTable {
  id: string
  utm_partner: string
  gclid: string | null
  utm_source: string | null
  utm_content: string | null
  utm_campaign: string | null
  utm_medium: string | null
  my_source: string | null
  my_content: string | null
  my_campaign: string | null
  my_medium: string | null
  created_by: number | null
  created_at: string
}

/** Migration 0010: the first answer of a creating call sent with an Idempotency-Key (server/idempotency.ts). */
export interface IdempotentAnswerTable {
  id: Generated<number>
  client_id: number
  /** `POST /web/private/client/referrals`: the call the key belongs to. */
  route: string
  key: string
  /** Null while the first call is under way. */
  status: number | null
  body: string | null
  created_at: string
}

export type SessionEndReason = 'logout' | 'password_changed' | 'password_reset' | 'account_completed'

/**
 * Migration 0012: one row per login, named by the `sid` of every token of that login
 * (server/auth/session-store.ts).
 */
export interface SessionTable {
  id: string
  account_type: 'client' | 'user'
  /** clients.id or users.id, as account_type says. */
  account_id: number
  /** clients.session_generation when the session opened; 0 for back-office users. */
  generation: Generated<number>
  created_at: string
  /** The absolute end: no token of the session is accepted, nor refreshed, from this instant. */
  expires_at: string
  ended_at: string | null
  end_reason: SessionEndReason | null
}

/** Migration 0019: one signature of a loan's (or an extension's) agreement, as it happened. */
export interface SignatureEventTable {
  id: Generated<number>
  client_id: number
  loan_id: number
  rollover_id: number | null
  signed_at: string
  /** The client address the signature came from. */
  ip: string
  /** The device: the User-Agent header, cut at 512 characters. */
  user_agent: string
  /** Where the one-time code went: 'sms'; null for a signature without code. */
  code_channel: string | null
  /** The code's destination masked (`** **** **34`). */
  code_destination: string | null
}

/** Migration 0019: the bytes of a signed document as rendered at signing (base64, see the migration). */
export interface SignedDocumentTable {
  id: Generated<number>
  loan_id: number
  rollover_id: number | null
  /** `loan:<id>` or `rollover:<id>`: one stored document per subject and kind. */
  subject: string
  /** 'agreement', ... (server/loans/signed-documents.ts lists the kinds). */
  kind: string
  /** Null for documents of loans signed before migration 0019, stored when first served. */
  signature_id: number | null
  size: number
  /** Hex SHA-256 of the bytes. */
  sha256: string
  /** Hex SHA-256 of the canonical content the document prints; null when it prints none. */
  content_sha256: string | null
  content_base64: string
  created_at: string
}

export interface Database {
  clients: ClientTable
  users: UserTable
  revoked_tokens: RevokedTokenTable
  sessions: SessionTable
  verification_codes: VerificationCodeTable
  rate_limit_hits: RateLimitHitTable
  applications: ApplicationTable
  loans: LoanTable
  loan_schedule: LoanScheduleTable
  rollovers: RolloverTable
  payments: PaymentTable
  documents: DocumentTable
  temporary_downloads: TemporaryDownloadTable
  client_details: ClientDetailsTable
  client_contacts: ClientContactTable
  bank_accounts: BankAccountTable
  debit_cards: DebitCardTable
  client_documents: ClientDocumentTable
  upload_finalisation: UploadFinalisationTable
  identity_sessions: IdentitySessionTable
  identity_steering: IdentitySteeringTable
  open_banking: OpenBankingTable
  referrals: ReferralTable
  metrics: MetricTable
  tracking_sessions: TrackingSessionTable
  tracking_chunks: TrackingChunkTable
  direct_debit_consents: DirectDebitConsentTable
  client_limits: ClientLimitTable
  hello_soda_checks: HelloSodaCheckTable
  hello_soda_steering: HelloSodaSteeringTable
  affiliate_leads: AffiliateLeadTable
  idempotent_answers: IdempotentAnswerTable
  payouts: PayoutTable
  cash_payouts: CashPayoutTable
  cash_payout_voids: CashPayoutVoidTable
  consents: ConsentTable
  signature_events: SignatureEventTable
  signed_documents: SignedDocumentTable
}

export type ClientRow = Selectable<ClientTable>
export type NewClient = Insertable<ClientTable>
export type ClientUpdate = Updateable<ClientTable>
export type UserRow = Selectable<UserTable>
export type SessionRow = Selectable<SessionTable>
export type NewUser = Insertable<UserTable>
export type VerificationCodeRow = Selectable<VerificationCodeTable>
export type ApplicationRow = Selectable<ApplicationTable>
export type LoanRow = Selectable<LoanTable>
export type RolloverRow = Selectable<RolloverTable>
export type PayoutRow = Selectable<PayoutTable>
export type CashPayoutRow = Selectable<CashPayoutTable>
export type ConsentRow = Selectable<ConsentTable>
export type PaymentRow = Selectable<PaymentTable>
export type DocumentRow = Selectable<DocumentTable>
export type SignatureEventRow = Selectable<SignatureEventTable>
export type SignedDocumentRow = Selectable<SignedDocumentTable>
export type AffiliateLeadRow = Selectable<AffiliateLeadTable>
