import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * What each named guard of the machines checks (those of each machine's `setup({ guards })`), by
 * machine and guard: the visualiser shows it beside the guard's name, in Spanish. Written by hand,
 * since a guard is code; tests/unit/machine-texts.test.ts fails when a machine has a guard this
 * does not describe, or this describes one no machine has.
 */
export const GUARD_TEXTS: Record<string, Record<string, MessageDescriptor>> = {
  root: {},
  auth: {
    isLoggedIn: msg`There is a token, the account has been read and no second-factor code is pending`,
    needsMfa: msg`The ERP's answer to the login asks for the code sent by SMS`,
    isFullToken: msg`The token (stored, or just received) can be read and is a full session's, not one waiting for the SMS code`,
    isBlocked: msg`The account read is blocked`,
    isBlockedRefusal: msg`The ERP refused a call because the user is blocked`,
    refusalEndsChallenge: msg`The ERP's refusal of the code ends the challenge (401, or too many tries)`,
    asksForCaptcha: msg`The ERP refused the login until a captcha is solved (428)`,
  },
  calculator: {
    offerDiffers: msg`The amount or the term on screen differ from those sent to the application (the calculator cookie)`,
    hasPayCycle: msg`A pay cycle is chosen (the pay date select shows only then)`,
    isClient: msg`A client is signed in (an increase can be offered on their application)`,
    lacksQuestion: msg`The amount, pay cycle or pay date is missing: there is nothing to ask the offer for`,
    isStale: msg`The amount, pay cycle or pay date changed since the offer on screen was asked for`,
    isComplete: msg`Both the pay cycle and the pay dates are known`,
    promoRefused: msg`The ERP refused the promo code`,
  },
  application: {
    hasDraft: msg`The calculator left a choice (its cookie) to apply for`,
    isActiveApplication: msg`The ERP refused because the client already has an open application or an active loan`,
    leadsElsewhere: msg`An application or a loan is under way, or a registration step is due: that is the page`,
    isLoan: msg`The application was signed into a loan, or a loan is active`,
    hasNoApplication: msg`The client has no application`,
    hasRegistrationStepDue: msg`A registration step is still due (the ERP would refuse to apply)`,
    isPending: msg`The application's status does not map to a stage yet`,
    isClosed: msg`The application was canceled or terminated`,
    isOffer: msg`The stage is an offer of a larger or a smaller amount`,
    isIncreaseStage: msg`The stage is the offer of a larger amount`,
    isAcceptedStage: msg`The stage is accepted (paid out to a CLABE or card)`,
    isCashStage: msg`The stage is accepted, paid out in cash`,
    isDecisionError: msg`The stage is the ERP's error deciding`,
    isManualVerification: msg`The stage is manual verification by a person`,
    isCancelable: msg`There is an application and its status is still open`,
    isNotCancelable: msg`The ERP refused to cancel: the application was signed or closed meanwhile`,
    hasCashSelection: msg`A network to collect the cash at is picked`,
    isCashSelectionSaved: msg`The network picked is the one saved already`,
    isNotCash: msg`The ERP no longer takes a network for this application (signed, closed, or a CLABE or card registered)`,
  },
  registration: {
    opensAtLoan: msg`The page opened leads to the loan (signed already)`,
    opensAtFlow: msg`The page opened leads to the flow's entry`,
    opensAtStart: msg`The page opened is the start of registration (the account)`,
    opensAtAddress: msg`The page opened is the address step`,
    opensAtEmployment: msg`The page opened is the employment step`,
    opensAtReference: msg`The page opened is the personal reference step`,
    opensAtIdDocument: msg`The page opened is the ID document step`,
    opensAtPayroll: msg`The page opened is the payslip step`,
    opensAtBankStatement: msg`The page opened is the bank statement step`,
    opensAtBelvo: msg`The page opened is the open banking (Belvo) step`,
    opensAtCard: msg`The page opened is the card or CLABE step`,
  },
  account: {
    opensEmail: msg`The page opened is the e-mail change`,
    opensPhone: msg`The page opened is the mobile phone change`,
    opensPassword: msg`The page opened is the password change`,
  },
  offer: {
    isIncrease: msg`The offer is of a larger amount`,
  },
  flow: {
    isClient: msg`The session changed to a signed-in client`,
    isGuest: msg`The session changed to a guest`,
    isSignedIn: msg`A client is signed in`,
    isBlocked: msg`The client read with the flow is blocked`,
    stepShows: msg`The server's step leads to this screen (src/domain/flow-steps.ts)`,
  },
  sandbox: {},
  loan: {
    hasNoLoan: msg`The ERP answered that there is no active loan`,
    isPrintAsked: msg`A printable payment slip was asked for`,
    hasUnpaidRollover: msg`The loan has an extension chosen whose fee is not paid yet`,
    isPayoutUnderWay: msg`The loan's money was sent or is in transit`,
    isCashPayoutWaiting: msg`The loan's money waits at the branch to be collected`,
    isCashPayoutReissuable: msg`The cash reference expired without being collected`,
    isRefusedAsItStands: msg`The ERP refused as the loan stands (409): it changed meanwhile, say from another tab`,
    hasExtensions: msg`The loan offers at least one extension`,
    isOffered: msg`The extension chosen (its days) is among those offered`,
    hasSelection: msg`An extension is chosen`,
    hasCard: msg`The client can repay with a registered card`,
    isAnotherSlip: msg`The slip asked for is not the one already issued`,
    isLoanPaidOutput: msg`The loan read back is paid`,
    isRolloverPaidOutput: msg`The loan read back shows the extension's fee paid`,
    hasNoLoanNow: msg`Checking a payment, the ERP answers no active loan: the repayment closed it`,
    isLoanPaidNow: msg`Checking a payment, the loan read is paid`,
    isRolloverPaidNow: msg`Checking a payment, the extension's fee is paid`,
  },
  signup: {
    asksForCaptcha: msg`The ERP refused the sign-up until a captcha is solved (428)`,
  },
  recovery: {
    hasToken: msg`The page was opened from a reset link (it has its token)`,
  },
  form: {},
  upload: {
    hasDocument: msg`A document is kept at the ERP for this step`,
    hasFile: msg`A file is chosen`,
  },
  uploads: {},
  identity: {
    approved: msg`The provider approved the identity check`,
    declined: msg`The provider declined the identity check`,
    resubmit: msg`The provider asks for a new photo of the ID`,
    verifying: msg`The person has opened the provider's hosted flow and a decision is awaited`,
  },
  tracking: {
    isVerified: msg`The ERP verified the reference number`,
    hasCollected: msg`Events were collected (or dropped) and wait to go up`,
    hasPending: msg`Something is still to go up: held or being sent`,
    isRefused: msg`The ERP refused the upload (a 4xx other than 408 and 429): sending it again would not help`,
  },
  popup: {
    closesByItself: msg`The popup closes by itself (autoClose is not false)`,
  },
  toast: {
    hasNoToasts: msg`No toast is left`,
  },
}
