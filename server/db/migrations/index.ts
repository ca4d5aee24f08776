import type { Migration } from 'kysely'
import * as accounts from './0001_accounts'
import * as paymentsDocuments from './0003_payments_documents'
import * as applicationsLoans from './0002_applications_loans'
import * as clientDetails from './0004_client_details'
import * as uploadsReferralsTracking from './0005_uploads_referrals_tracking'
import * as userPhone from './0006_user_phone'
import * as accountExtras from './0007_account_extras'
import * as creditBureauConsent from './0008_credit_bureau_consent'
import * as affiliateLeads from './0009_affiliate_leads'
import * as idempotentAnswers from './0010_idempotent_answers'
import * as oneOpenApplication from './0011_one_open_application'
import * as identityChecks from './0012_identity_checks'
import * as sessions from './0013_sessions'
import * as referralInvitee from './0014_referral_invitee'
import * as codeSubject from './0015_code_subject'
import * as rolloverSignature from './0016_rollover_signature'
import * as payouts from './0017_payouts'
import * as consents from './0018_consents'
import * as signedDocuments from './0019_signed_documents'
import * as cashPayouts from './0020_cash_payouts'
import * as idDocumentExpiry from './0021_id_document_expiry'
import * as cashPayoutVoids from './0022_cash_payout_voids'

/**
 * Every migration, in order. Kysely runs them by name, sorted, and records each in
 * `kysely_migration`. To change the schema, add a file `NNNN_what.ts` exporting up/down and list
 * it here; never edit a listed one, it has already run somewhere.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_applications_loans': applicationsLoans,
  '0003_payments_documents': paymentsDocuments,
  '0004_client_details': clientDetails,
  '0005_uploads_referrals_tracking': uploadsReferralsTracking,
  '0006_user_phone': userPhone,
  '0007_account_extras': accountExtras,
  '0008_credit_bureau_consent': creditBureauConsent,
  '0009_affiliate_leads': affiliateLeads,
  '0010_idempotent_answers': idempotentAnswers,
  '0011_one_open_application': oneOpenApplication,
  '0012_identity_checks': identityChecks,
  '0013_sessions': sessions,
  '0014_referral_invitee': referralInvitee,
  '0015_code_subject': codeSubject,
  '0016_rollover_signature': rolloverSignature,
  '0017_payouts': payouts,
  '0018_consents': consents,
  '0019_signed_documents': signedDocuments,
  '0020_cash_payouts': cashPayouts,
  '0021_id_document_expiry': idDocumentExpiry,
  '0022_cash_payout_voids': cashPayoutVoids,
}
