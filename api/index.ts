import { OpenAPIHono } from '@hono/zod-openapi'
import { createAffiliateLead, getAffiliateLead } from './routes/affiliates'
import {
  approveSpecialOffer,
  approveYhatDecrease,
  approveYhatIncrease,
  cancelApplication,
  createApplication,
  getActualApplication,
  getActualApplicationStatus,
  getApplicationOffer,
  getBackOfficeClientOffer,
  getClientOffer,
  sendAgreementCode,
  signApplicationAgreement,
  steerApplicationDecision,
  updateApplication,
} from './routes/applications'
import {
  addContact,
  changeEmail,
  changePassword,
  changePhone,
  checkPromoCode,
  completeBackOfficeClient,
  completeStepFour,
  completeStepThree,
  completeStepTwo,
  finishRegistration,
  getAccountDetails,
  getFlow,
  saveBankAccount,
  saveDebitCard,
  saveGeo,
  recordDirectDebitConsent,
  saveNationalIdentificator,
  sendClientSmsCode,
  sendClientSmsCodeTs,
  updateClient,
  validateIban,
  verifyClientPhone,
  verifyClientPhoneTs,
} from './routes/account'
import {
  chooseCashProvider,
  expireCashPayout,
  getCashPayoutChoice,
  markCashPayoutCollected,
  reissueCashPayout,
} from './routes/cash-payout'
import { downloadConsent, listConsents } from './routes/consents'
import { getClientJourney, getVerificationDigit, getVerificationState, updateClientLimit } from './routes/client-state'
import { getOffer } from './routes/arithmetic'
import {
  applyForRollover,
  chargeRollover,
  chooseRollover,
  createRolloverDocument,
  getActiveLoan,
  getBarcode,
  getPaymentMethod,
  getPaymentSchedule,
  getSpeiInstructions,
  markPaymentPaid,
  repayByCard,
  signRollover,
  steerOverdue,
  steerPayout,
} from './routes/loans'
import {
  downloadDocument,
  downloadTemporaryDocument,
  getDocuments,
  getDraftLoanAgreement,
  getTermsDocument,
  listDocuments,
  renderDocument,
} from './routes/loan-documents'
import {
  getBackOfficeUser,
  loginClient,
  loginUser,
  loginUserMfa,
  logoutClient,
  logoutUser,
  refreshClientToken,
  refreshUserToken,
  resendUserMfaCode,
} from './routes/auth'
import { setClientStatus } from './routes/back-office'
import { checkSignedDocument, getLoanEvidence, getLoanEvidencePdf, getSignedDocument } from './routes/loan-proof'
import { getClient, recoverPassword, resetPassword, sendEmailCode, sendSmsCode, signUpClient } from './routes/clients'
import { clearFaults, getFaults, getOutbox, rewindOutbox, setFaults, steerCaptcha } from './routes/dev'
import { getHealth } from './routes/health'
import { checkClient, getCalculatorConfig, getIntegrationsConfig } from './routes/public'
import {
  getClassification,
  getClassificationByGroup,
  getIdDocumentAutocompleteTimeSetting,
  listBanks,
  listCityDistricts,
  listDistrictWards,
  listEmploymentPositions,
  listEmploymentStatuses,
  listRegionCities,
  listRegions,
  searchCities,
} from './routes/reference'
import {
  checkHelloSoda,
  createVeriffSession,
  getBelvoAccessToken,
  getVeriffDecision,
  getVeriffSession,
  listAddressSuggestions,
  postMetrics,
  skipBelvo,
  steerHelloSoda,
  steerVeriff,
  steerVeriffDecision,
  storeBelvoLink,
} from './routes/providers'
import { createReferral, listReferrals, updateReferral } from './routes/referrals'
import { getClientTracking, getTrackingReference, uploadTrackingChunk, verifyTracking } from './routes/tracking'
import {
  deleteClientDocument,
  finishClientDocuments,
  getClientDocument,
  getClientDocumentState,
  uploadBankStatement,
  uploadClientDocument,
  uploadDocument,
} from './routes/uploads'

export * from './envelope'
export * from './money'
export * from './routes/affiliates'
export * from './routes/loans'
export * from './routes/cash-payout'
export * from './routes/loan-documents'
export * from './routes/loan-proof'
export * from './routes/account'
export * from './routes/consents'
export * from './routes/client-state'
export * from './routes/health'
export * from './routes/public'
export * from './routes/auth'
export * from './routes/back-office'
export * from './routes/clients'
export * from './routes/dev'
export * from './routes/arithmetic'
export * from './routes/applications'
export * from './routes/reference'
export * from './routes/uploads'
export * from './routes/tracking'
export * from './routes/referrals'
export * from './routes/providers'

/**
 * Every route of the contract. The OpenAPI document, and through it the client types, are built
 * from this list. To add a route: define it with createRoute() in api/routes/<area>.ts (name it
 * after its operationId, answer with success()/failure from ./envelope), list it here, run
 * `npm run api:generate`, and give it a handler in server/routes/<area>.ts; the drift test and
 * tests/server/api.test.ts fail until both are done.
 */
export const routes = [
  // Active loan, rollovers, repayment, documents (server/routes/loans.ts, loan-documents.ts)
  getActiveLoan,
  chooseRollover,
  getPaymentSchedule,
  getBarcode,
  repayByCard,
  chargeRollover,
  getSpeiInstructions,
  getPaymentMethod,
  markPaymentPaid,
  steerPayout,
  steerOverdue,
  // The loan collected in cash (server/routes/cash-payout.ts)
  getCashPayoutChoice,
  chooseCashProvider,
  reissueCashPayout,
  markCashPayoutCollected,
  expireCashPayout,
  applyForRollover,
  signRollover,
  createRolloverDocument,
  listDocuments,
  getDocuments,
  downloadDocument,
  getDraftLoanAgreement,
  renderDocument,
  downloadTemporaryDocument,
  // The proof of every loan (server/routes/loan-proof.ts)
  getSignedDocument,
  getLoanEvidence,
  getLoanEvidencePdf,
  checkSignedDocument,
  getHealth,
  getCalculatorConfig,
  getIntegrationsConfig,
  checkClient,
  getOffer,
  // Accounts and auth (server/routes/auth.ts, clients.ts, dev.ts)
  signUpClient,
  sendSmsCode,
  sendEmailCode,
  recoverPassword,
  resetPassword,
  loginClient,
  loginUser,
  loginUserMfa,
  resendUserMfaCode,
  refreshClientToken,
  logoutClient,
  getClient,
  refreshUserToken,
  logoutUser,
  getBackOfficeUser,
  setClientStatus,
  getOutbox,
  rewindOutbox,
  setFaults,
  getFaults,
  clearFaults,
  steerCaptcha,
  // Reference data (server/routes/reference.ts)
  listRegions,
  listRegionCities,
  searchCities,
  listCityDistricts,
  listDistrictWards,
  getClassification,
  getClassificationByGroup,
  listBanks,
  listEmploymentStatuses,
  listEmploymentPositions,
  getIdDocumentAutocompleteTimeSetting,
  // Uploads (server/routes/uploads.ts)
  uploadClientDocument,
  getClientDocument,
  deleteClientDocument,
  finishClientDocuments,
  getClientDocumentState,
  uploadDocument,
  uploadBankStatement,
  // Behaviour tracking (server/routes/tracking.ts)
  getTrackingReference,
  verifyTracking,
  uploadTrackingChunk,
  getClientTracking,
  // Referrals (server/routes/referrals.ts)
  listReferrals,
  createReferral,
  updateReferral,
  // Simulated Veriff and Belvo, addresses, metrics (server/routes/providers.ts)
  createVeriffSession,
  getVeriffSession,
  getVeriffDecision,
  steerVeriffDecision,
  steerVeriff,
  getBelvoAccessToken,
  storeBelvoLink,
  skipBelvo,
  listAddressSuggestions,
  postMetrics,
  // Applications, offers, agreement, steering (server/routes/applications.ts)
  createApplication,
  updateApplication,
  cancelApplication,
  getActualApplication,
  getActualApplicationStatus,
  getApplicationOffer,
  signApplicationAgreement,
  sendAgreementCode,
  approveSpecialOffer,
  approveYhatDecrease,
  approveYhatIncrease,
  getClientOffer,
  getBackOfficeClientOffer,
  steerApplicationDecision,
  updateClient,
  completeStepTwo,
  completeStepThree,
  completeStepFour,
  finishRegistration,
  changePassword,
  addContact,
  saveNationalIdentificator,
  saveGeo,
  validateIban,
  saveBankAccount,
  saveDebitCard,
  getFlow,
  getAccountDetails,
  sendClientSmsCode,
  verifyClientPhone,
  changePhone,
  checkPromoCode,
  // The rest of the account, phone, banking and journey calls (server/routes/account.ts, client-state.ts)
  changeEmail,
  sendClientSmsCodeTs,
  verifyClientPhoneTs,
  completeBackOfficeClient,
  recordDirectDebitConsent,
  // The client's consents as recorded, and each accepted text as PDF (server/routes/consents.ts)
  listConsents,
  downloadConsent,
  getVerificationState,
  getVerificationDigit,
  updateClientLimit,
  getClientJourney,
  // Public terms document (server/routes/loan-documents.ts), simulated HelloSoda (server/routes/providers.ts)
  getTermsDocument,
  checkHelloSoda,
  steerHelloSoda,
  // Affiliate leads (server/routes/affiliates.ts)
  getAffiliateLead,
  createAffiliateLead,
] as const

export const CONTRACT_INFO = {
  title: 'prestamo-mx web API',
  version: '0.1.0',
  description: 'The calls the web app makes, answered by the reference ERP in server/.',
} as const

/** Deep copy with object keys sorted, so the committed document only changes when the contract does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  )
}

/** The OpenAPI 3.1 document of the contract, with stable key order. */
export function openApiDocument(): Record<string, unknown> {
  // A bare OpenAPIHono is the public way to reach the registry and the 3.1 generator.
  const registry = new OpenAPIHono()
  for (const route of routes) registry.openAPIRegistry.registerPath(route)
  const document = registry.getOpenAPI31Document({ openapi: '3.1.0', info: { ...CONTRACT_INFO } })
  return sortKeys(document) as Record<string, unknown>
}
