// Written by `npm run machine-texts` (scripts/machine-texts.ts) from the machines’ meta.description: not by hand.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Each state’s description by state id: the English it was written from (a changed one is not shown in Spanish) and its message. */
export const STATE_TEXTS: Record<string, { english: string; text: MessageDescriptor }> = {
  "root.running": {
    english: "Pages render normally",
    text: msg({ message: "Pages render normally" }),
  },
  "root.failed": {
    english: "The full error page replaces the page until the route changes",
    text: msg({ message: "The full error page replaces the page until the route changes" }),
  },
  "auth.restoring": {
    english: "Derives the session from the stored token: a valid full token logs in, anything else is dropped",
    text: msg({ message: "Derives the session from the stored token: a valid full token logs in, anything else is dropped" }),
  },
  "auth.loggedOut": {
    english: "A guest: public pages and the calculator as a first-time client",
    text: msg({ message: "A guest: public pages and the calculator as a first-time client" }),
  },
  "auth.loggedOut.idle": {
    english: "The login form, with the last refusal if any",
    text: msg({ message: "The login form, with the last refusal if any" }),
  },
  "auth.loggedOut.submitting": {
    english: "Checking the credentials with the ERP",
    text: msg({ message: "Checking the credentials with the ERP" }),
  },
  "auth.loggedOut.mfa": {
    english: "Waiting for the code sent to the phone; the mfa token is held in memory only",
    text: msg({ message: "Waiting for the code sent to the phone; the mfa token is held in memory only" }),
  },
  "auth.loggedOut.mfa.waiting": {
    english: "The code form",
    text: msg({ message: "The code form" }),
  },
  "auth.loggedOut.mfa.verifying": {
    english: "Checking the code with the ERP",
    text: msg({ message: "Checking the code with the ERP" }),
  },
  "auth.loggedOut.mfa.resending": {
    english: "Asking the ERP for a new code",
    text: msg({ message: "Asking the ERP for a new code" }),
  },
  "auth.loggedIn": {
    english: "A client or an admin with a valid token, refreshed while they stay",
    text: msg({ message: "A client or an admin with a valid token, refreshed while they stay" }),
  },
  "auth.loggedIn.loadingUser": {
    english: "Reading the account (a client profile or a back-office user): its status may end the session",
    text: msg({ message: "Reading the account (a client profile or a back-office user): its status may end the session" }),
  },
  "auth.loggedIn.active": {
    english: "Signed in; the token is refreshed every 240 s",
    text: msg({ message: "Signed in; the token is refreshed every 240 s" }),
  },
  "auth.loggedIn.refreshing": {
    english: "Asking the ERP for a fresh token",
    text: msg({ message: "Asking the ERP for a fresh token" }),
  },
  "auth.loggedIn.retryingRefresh": {
    english: "The refresh got no answer; trying again shortly",
    text: msg({ message: "The refresh got no answer; trying again shortly" }),
  },
  "auth.loggedIn.renewing": {
    english: "Calls answered 401: one refresh for all of them; they are sent again with its token, or the session ends",
    text: msg({ message: "Calls answered 401: one refresh for all of them; they are sent again with its token, or the session ends" }),
  },
  "auth.loggingOut": {
    english: "Signed out already; telling the ERP to revoke the token, whatever it answers",
    text: msg({ message: "Signed out already; telling the ERP to revoke the token, whatever it answers" }),
  },
  "calculator.dormant": {
    english: "Nothing on screen shows the calculator yet: no call is made",
    text: msg({ message: "Nothing on screen shows the calculator yet: no call is made" }),
  },
  "calculator.active": {
    english: "The calculator is on screen: the home page's, or the compact one of no-loan and an accepted application",
    text: msg({ message: "The calculator is on screen: the home page's, or the compact one of no-loan and an accepted application" }),
  },
  "calculator.active.config": {
    english: "The amount limits of the calculator config: loading, ready or failed",
    text: msg({ message: "The amount limits of the calculator config: loading, ready or failed" }),
  },
  "calculator.active.config.loading": {
    english: "Reading the amount limits (GET /web/public/config/calculator)",
    text: msg({ message: "Reading the amount limits (GET /web/public/config/calculator)" }),
  },
  "calculator.active.config.ready": {
    english: "The amount settings are known: the form can be used",
    text: msg({ message: "The amount settings are known: the form can be used" }),
  },
  "calculator.active.config.failed": {
    english: "The limits could not be read: '[API] failed to load configs', with a retry",
    text: msg({ message: "The limits could not be read: '[API] failed to load configs', with a retry" }),
  },
  "calculator.active.application": {
    english: "An open application's amount, sent again when it differs from the calculator cookie",
    text: msg({ message: "An open application's amount, sent again when it differs from the calculator cookie" }),
  },
  "calculator.active.application.idle": {
    english: "The application has the figures on screen, or there is none to update",
    text: msg({ message: "The application has the figures on screen, or there is none to update" }),
  },
  "calculator.active.application.updating": {
    english: "Sending the amount to the application (PUT application/{id}); it is decided again",
    text: msg({ message: "Sending the amount to the application (PUT application/'{id}'); it is decided again" }),
  },
  "calculator.active.offer": {
    english: "The offer for the amount, pay cycle and pay date on screen (debounced 300 ms)",
    text: msg({ message: "The offer for the amount, pay cycle and pay date on screen (debounced 300 ms)" }),
  },
  "calculator.active.offer.checking": {
    english: "Deciding whether the offer on screen still answers the question",
    text: msg({ message: "Deciding whether the offer on screen still answers the question" }),
  },
  "calculator.active.offer.waiting": {
    english: "Waiting 300 ms after the last change before asking for the offer",
    text: msg({ message: "Waiting 300 ms after the last change before asking for the offer" }),
  },
  "calculator.active.offer.incomplete": {
    english: "No offer until both the pay cycle and the pay date are chosen",
    text: msg({ message: "No offer until both the pay cycle and the pay date are chosen" }),
  },
  "calculator.active.offer.loading": {
    english: "Asking the ERP for the offer; a loading overlay covers the figures",
    text: msg({ message: "Asking the ERP for the offer; a loading overlay covers the figures" }),
  },
  "calculator.active.offer.shown": {
    english: "The offer answers the current question",
    text: msg({ message: "The offer answers the current question" }),
  },
  "calculator.active.offer.failed": {
    english: "The offer could not be read: an error block with retry on click",
    text: msg({ message: "The offer could not be read: an error block with retry on click" }),
  },
  "application.idle": {
    english: "No application page is open",
    text: msg({ message: "No application page is open" }),
  },
  "application.applying": {
    english: "What the client applies for, with the offer figures and the submit",
    text: msg({ message: "What the client applies for, with the offer figures and the submit" }),
  },
  "application.applying.checking": {
    english: "Before offering to apply: reads the application, the loan and the registration; one under way, an active loan, or a registration step due is where the page goes",
    text: msg({ message: "Before offering to apply: reads the application, the loan and the registration; one under way, an active loan, or a registration step due is where the page goes" }),
  },
  "application.applying.start": {
    english: "Looks for the calculator's choice (its cookie)",
    text: msg({ message: "Looks for the calculator's choice (its cookie)" }),
  },
  "application.applying.noDraft": {
    english: "Nothing chosen in the calculator yet: a link to it",
    text: msg({ message: "Nothing chosen in the calculator yet: a link to it" }),
  },
  "application.applying.quoting": {
    english: "Asks the ERP for the draft's offer figures",
    text: msg({ message: "Asks the ERP for the draft's offer figures" }),
  },
  "application.applying.quoteFailed": {
    english: "The figures failed: retry them, or apply anyway",
    text: msg({ message: "The figures failed: retry them, or apply anyway" }),
  },
  "application.applying.ready": {
    english: "The summary and the figures; submit applies",
    text: msg({ message: "The summary and the figures; submit applies" }),
  },
  "application.creating": {
    english: "Creates the application once (idempotency key); further submits are ignored",
    text: msg({ message: "Creates the application once (idempotency key); further submits are ignored" }),
  },
  "application.createFailed": {
    english: "'ERP failed to create application' (or no answer) with retry, same key",
    text: msg({ message: "'ERP failed to create application' (or no answer) with retry, same key" }),
  },
  "application.following": {
    english: "Follows the status until it maps to a stage; a page opened afresh shows a neutral check until then",
    text: msg({ message: "Follows the status until it maps to a stage; a page opened afresh shows a neutral check until then" }),
  },
  "application.following.checking": {
    english: "Reads the application and its status (GET application/actual/status)",
    text: msg({ message: "Reads the application and its status (GET application/actual/status)" }),
  },
  "application.following.evaluating": {
    english: "Maps the status to a stage: waiting, an offer, a decision or an error",
    text: msg({ message: "Maps the status to a stage: waiting, an offer, a decision or an error" }),
  },
  "application.following.waiting": {
    english: "Not decided yet (new, verification): asks again after statusPoll",
    text: msg({ message: "Not decided yet (new, verification): asks again after statusPoll" }),
  },
  "application.following.checkFailed": {
    english: "No answer: says so, asks again after statusPoll or on retry",
    text: msg({ message: "No answer: says so, asks again after statusPoll or on retry" }),
  },
  "application.offer": {
    english: "An increase, decrease or special offer: the offer machine, then the stage it leads to",
    text: msg({ message: "An increase, decrease or special offer: the offer machine, then the stage it leads to" }),
  },
  "application.offer.showing": {
    english: "The stage read: a larger or a smaller amount",
    text: msg({ message: "The stage read: a larger or a smaller amount" }),
  },
  "application.offer.increase": {
    english: "A larger amount is offered",
    text: msg({ message: "A larger amount is offered" }),
  },
  "application.offer.decrease": {
    english: "A smaller amount is offered",
    text: msg({ message: "A smaller amount is offered" }),
  },
  "application.decisionError": {
    english: "The ERP could not decide (401): retry, cancel the application, the contacts and the profile",
    text: msg({ message: "The ERP could not decide (401): retry, cancel the application, the contacts and the profile" }),
  },
  "application.watching": {
    english: "Manual verification: keeps asking until a person decides; the client may cancel",
    text: msg({ message: "Manual verification: keeps asking until a person decides; the client may cancel" }),
  },
  "application.decided": {
    english: "Accepted, accepted in cash (either may be canceled until signed) or rejected",
    text: msg({ message: "Accepted, accepted in cash (either may be canceled until signed) or rejected" }),
  },
  "application.decided.showing": {
    english: "The decision read",
    text: msg({ message: "The decision read" }),
  },
  "application.decided.accepted": {
    english: "Accepted: the money goes to the CLABE or card; on to the agreement",
    text: msg({ message: "Accepted: the money goes to the CLABE or card; on to the agreement" }),
  },
  "application.decided.acceptedCash": {
    english: "Accepted, paid out in cash: the client chooses the network to collect at, then goes on to sign",
    text: msg({ message: "Accepted, paid out in cash: the client chooses the network to collect at, then goes on to sign" }),
  },
  "application.decided.acceptedCash.loading": {
    english: "Reads the networks offered and the one chosen (GET application/{id}/cash-payout)",
    text: msg({ message: "Reads the networks offered and the one chosen (GET application/'{id}'/cash-payout)" }),
  },
  "application.decided.acceptedCash.loadFailed": {
    english: "The networks failed to load: says so, with retry",
    text: msg({ message: "The networks failed to load: says so, with retry" }),
  },
  "application.decided.acceptedCash.choosing": {
    english: "The networks as a radio group; confirming saves the one picked (unless saved) and goes on",
    text: msg({ message: "The networks as a radio group; confirming saves the one picked (unless saved) and goes on" }),
  },
  "application.decided.acceptedCash.saving": {
    english: "PUT application/{id}/cash-payout with the network picked; the page stays meanwhile",
    text: msg({ message: "PUT application/'{id}'/cash-payout with the network picked; the page stays meanwhile" }),
  },
  "application.decided.rejected": {
    english: "Rejected: the reason, and when to apply again",
    text: msg({ message: "Rejected: the reason, and when to apply again" }),
  },
  "application.toSigning": {
    english: "Accepted in cash with its network saved: on to the flow, which leads to the agreement to sign",
    text: msg({ message: "Accepted in cash with its network saved: on to the flow, which leads to the agreement to sign" }),
  },
  "application.cancelling": {
    english: "POST application/{id}/cancel, the client having confirmed; the page stays meanwhile",
    text: msg({ message: "POST application/'{id}'/cancel, the client having confirmed; the page stays meanwhile" }),
  },
  "application.cancelFailed": {
    english: "The cancel failed (no answer, an error): retry, or keep the application (read again)",
    text: msg({ message: "The cancel failed (no answer, an error): retry, or keep the application (read again)" }),
  },
  "application.noApplication": {
    english: "The client has no application: the apply page, which opens the intent",
    text: msg({ message: "The client has no application: the apply page, which opens the intent" }),
  },
  "application.registrationDue": {
    english: "A registration step is still due: its page instead of the apply page (the ERP refuses to apply until it is done)",
    text: msg({ message: "A registration step is still due: its page instead of the apply page (the ERP refuses to apply until it is done)" }),
  },
  "application.closed": {
    english: "Canceled or terminated: says so, with the ways to apply again and to the profile",
    text: msg({ message: "Canceled or terminated: says so, with the ways to apply again and to the profile" }),
  },
  "application.loan": {
    english: "Signed into a loan (completed), or a loan active: the loan page",
    text: msg({ message: "Signed into a loan (completed), or a loan active: the loan page" }),
  },
  "registration.opening": {
    english: "Chooses the step of the page opened: the loan once signed; the flow's entry for the agreement with nothing to sign, or past registration for any page but the step's own; the server's due form step; else that page",
    text: msg({ message: "Chooses the step of the page opened: the loan once signed; the flow's entry for the agreement with nothing to sign, or past registration for any page but the step's own; the server's due form step; else that page" }),
  },
  "registration.signUp": {
    english: "The account (details, consents, password) and the SMS code",
    text: msg({ message: "The account (details, consents, password) and the SMS code" }),
  },
  "registration.address": {
    english: "Where the client lives",
    text: msg({ message: "Where the client lives" }),
  },
  "registration.employment": {
    english: "Work and income",
    text: msg({ message: "Work and income" }),
  },
  "registration.reference": {
    english: "A personal reference",
    text: msg({ message: "A personal reference" }),
  },
  "registration.idDocument": {
    english: "The identity document (INE), both sides and a selfie",
    text: msg({ message: "The identity document (INE), both sides and a selfie" }),
  },
  "registration.payroll": {
    english: "A payslip",
    text: msg({ message: "A payslip" }),
  },
  "registration.bankStatement": {
    english: "A bank statement",
    text: msg({ message: "A bank statement" }),
  },
  "registration.belvo": {
    english: "Links the bank account (open banking), or skips it",
    text: msg({ message: "Links the bank account (open banking), or skips it" }),
  },
  "registration.card": {
    english: "The card or CLABE the money is paid out to",
    text: msg({ message: "The card or CLABE the money is paid out to" }),
  },
  "registration.handedOver": {
    english: "Registered: the flow's entry leads on by the server's step (the details to confirm, the application, the agreement)",
    text: msg({ message: "Registered: the flow's entry leads on by the server's step (the details to confirm, the application, the agreement)" }),
  },
  "registration.summary": {
    english: "The agreement, signed with a one-time code",
    text: msg({ message: "The agreement, signed with a one-time code" }),
  },
  "registration.signed": {
    english: "Signed: the loan and its schedule; the signing page is not returned to",
    text: msg({ message: "Signed: the loan and its schedule; the signing page is not returned to" }),
  },
  "account.opening": {
    english: "Chooses the state of the page opened",
    text: msg({ message: "Chooses the state of the page opened" }),
  },
  "account.overview": {
    english: "The overview: data, status, the loan at a glance, documents and referrals",
    text: msg({ message: "The overview: data, status, the loan at a glance, documents and referrals" }),
  },
  "account.email": {
    english: "A new e-mail address, confirmed with the code sent to it",
    text: msg({ message: "A new e-mail address, confirmed with the code sent to it" }),
  },
  "account.email.editing": {
    english: "The form, with the last refusal at its field",
    text: msg({ message: "The form, with the last refusal at its field" }),
  },
  "account.email.changed": {
    english: "Confirmed by the ERP: the new value and the way back to the overview",
    text: msg({ message: "Confirmed by the ERP: the new value and the way back to the overview" }),
  },
  "account.phone": {
    english: "A new mobile phone, confirmed with the SMS code",
    text: msg({ message: "A new mobile phone, confirmed with the SMS code" }),
  },
  "account.phone.editing": {
    english: "The form, with the last refusal at its field",
    text: msg({ message: "The form, with the last refusal at its field" }),
  },
  "account.phone.changed": {
    english: "Confirmed by the ERP: the new value and the way back to the overview",
    text: msg({ message: "Confirmed by the ERP: the new value and the way back to the overview" }),
  },
  "account.password": {
    english: "A new password, given with the current one",
    text: msg({ message: "A new password, given with the current one" }),
  },
  "account.password.editing": {
    english: "The form, with the last refusal at its field",
    text: msg({ message: "The form, with the last refusal at its field" }),
  },
  "account.password.changed": {
    english: "Confirmed by the ERP: the new value and the way back to the overview",
    text: msg({ message: "Confirmed by the ERP: the new value and the way back to the overview" }),
  },
  "offer.loading": {
    english: "Asks the ERP for the offer's figures",
    text: msg({ message: "Asks the ERP for the offer's figures" }),
  },
  "offer.loadFailed": {
    english: "The figures could not be loaded: an error with retry",
    text: msg({ message: "The figures could not be loaded: an error with retry" }),
  },
  "offer.ready": {
    english: "The new amount beside the desired one, with accept (and refuse for an increase)",
    text: msg({ message: "The new amount beside the desired one, with accept (and refuse for an increase)" }),
  },
  "offer.approving": {
    english: "Approves through the call of the offer kind (special, decrease or increase)",
    text: msg({ message: "Approves through the call of the offer kind (special, decrease or increase)" }),
  },
  "offer.approveFailed": {
    english: "The approval failed: an error at the screen with retry",
    text: msg({ message: "The approval failed: an error at the screen with retry" }),
  },
  "offer.reloading": {
    english: "Reloads the application after the approval",
    text: msg({ message: "Reloads the application after the approval" }),
  },
  "offer.reloadFailed": {
    english: "The approval went through but the application could not be read back: retry",
    text: msg({ message: "The approval went through but the application could not be read back: retry" }),
  },
  "offer.done": {
    english: "Hands the reloaded application back",
    text: msg({ message: "Hands the reloaded application back" }),
  },
  "flow.guest": {
    english: "No client is logged in: nothing is fetched",
    text: msg({ message: "No client is logged in: nothing is fetched" }),
  },
  "flow.client": {
    english: "A client is logged in: the step is fetched on start and every 10 s",
    text: msg({ message: "A client is logged in: the step is fetched on start and every 10 s" }),
  },
  "flow.client.loading": {
    english: "GET flow (with the profile when a flow page asked); the flow entry shows while it routes",
    text: msg({ message: "GET flow (with the profile when a flow page asked); the flow entry shows while it routes" }),
  },
  "flow.client.waiting": {
    english: "Until the next poll, at the step's screen (src/domain/flow-steps.ts)",
    text: msg({ message: "Until the next poll, at the step's screen (src/domain/flow-steps.ts)" }),
  },
  "flow.client.waiting.reading": {
    english: "Reads the step's screen",
    text: msg({ message: "Reads the step's screen" }),
  },
  "flow.client.waiting.details": {
    english: "new_client_created: the name and birth date to confirm",
    text: msg({ message: "new_client_created: the name and birth date to confirm" }),
  },
  "flow.client.waiting.facebook": {
    english: "facebook: the external login, with the application id",
    text: msg({ message: "facebook: the external login, with the application id" }),
  },
  "flow.client.waiting.directDebit": {
    english: "direct_debit_information: consent to card charges; the card or CLABE first when none is saved",
    text: msg({ message: "direct_debit_information: consent to card charges; the card or CLABE first when none is saved" }),
  },
  "flow.client.waiting.verification": {
    english: "verification: the documents are checked; a flow page waits on application loading",
    text: msg({ message: "verification: the documents are checked; a flow page waits on application loading" }),
  },
  "flow.client.waiting.elsewhere": {
    english: "Another machine's page: a registration step, an application stage, the loan; the flow's read-only reference page stays",
    text: msg({ message: "Another machine's page: a registration step, an application stage, the loan; the flow's read-only reference page stays" }),
  },
  "flow.client.blocked": {
    english: "The client is blocked: the auth actor logs them out",
    text: msg({ message: "The client is blocked: the auth actor logs them out" }),
  },
  "flow.sandbox": {
    english: "Sandbox mode: a local simulation replaces the ERP's flow; every step and stage can be visited",
    text: msg({ message: "Sandbox mode: a local simulation replaces the ERP's flow; every step and stage can be visited" }),
  },
  "flow.sandbox.loading": {
    english: "The simulated step",
    text: msg({ message: "The simulated step" }),
  },
  "flow.sandbox.waiting": {
    english: "Until the next simulated poll",
    text: msg({ message: "Until the next simulated poll" }),
  },
  "sandbox.shown": {
    english: "The banner 'You are running sandbox mode, don't trust your eyes' with Hide and Disable, and the panel",
    text: msg({ message: "The banner 'You are running sandbox mode, don't trust your eyes' with Hide and Disable, and the panel" }),
  },
  "sandbox.hidden": {
    english: "The banner and the panel are hidden; the simulation goes on",
    text: msg({ message: "The banner and the panel are hidden; the simulation goes on" }),
  },
  "loan.idle": {
    english: "No loan screen has opened yet",
    text: msg({ message: "No loan screen has opened yet" }),
  },
  "loan.loading": {
    english: "GET loan/active, its payment schedule and the repayment methods",
    text: msg({ message: "GET loan/active, its payment schedule and the repayment methods" }),
  },
  "loan.checking": {
    english: "The no-loan view asks whether a loan is active after all (GET client); it shows meanwhile",
    text: msg({ message: "The no-loan view asks whether a loan is active after all (GET client); it shows meanwhile" }),
  },
  "loan.loadFailed": {
    english: "The loan did not load: the reason with retry",
    text: msg({ message: "The loan did not load: the reason with retry" }),
  },
  "loan.noLoan": {
    english: "No active loan: the client goes to /profile/no-loan",
    text: msg({ message: "No active loan: the client goes to /profile/no-loan" }),
  },
  "loan.overview": {
    english: "Amount, due date, days to due, status, schedule, rollovers, where the loan money is; extend or repay",
    text: msg({ message: "Amount, due date, days to due, status, schedule, rollovers, where the loan money is; extend or repay" }),
  },
  "loan.overview.shown": {
    english: "The loan as read; its money is watched while it is on its way or waits at the branch",
    text: msg({ message: "The loan as read; its money is watched while it is on its way or waits at the branch" }),
  },
  "loan.overview.watchingPayout": {
    english: "The money is sent or in transit: the loan is read again every payoutPoll",
    text: msg({ message: "The money is sent or in transit: the loan is read again every payoutPoll" }),
  },
  "loan.overview.refreshingPayout": {
    english: "GET loan/active and its companions again: where is the money now",
    text: msg({ message: "GET loan/active and its companions again: where is the money now" }),
  },
  "loan.overview.watchingCash": {
    english: "The money waits at the branch: the loan is read again every cashPayoutPoll until it is collected or its reference expires",
    text: msg({ message: "The money waits at the branch: the loan is read again every cashPayoutPoll until it is collected or its reference expires" }),
  },
  "loan.overview.refreshingCash": {
    english: "GET loan/active and its companions again: was the money collected",
    text: msg({ message: "GET loan/active and its companions again: was the money collected" }),
  },
  "loan.overview.reissuingCash": {
    english: "POST loan/{id}/cash-payout/reissue (idempotency key): a new reference for the expired one",
    text: msg({ message: "POST loan/'{id}'/cash-payout/reissue (idempotency key): a new reference for the expired one" }),
  },
  "loan.overview.reissueFailed": {
    english: "No new reference: the reason; ask again (same key)",
    text: msg({ message: "No new reference: the reason; ask again (same key)" }),
  },
  "loan.extending": {
    english: "Extend (roll over): choose, confirm, sign, pay the fee, see the new due date",
    text: msg({ message: "Extend (roll over): choose, confirm, sign, pay the fee, see the new due date" }),
  },
  "loan.extending.choosing": {
    english: "The offered extensions with their fee with and without IVA",
    text: msg({ message: "The offered extensions with their fee with and without IVA" }),
  },
  "loan.extending.creating": {
    english: "PUT loan/active/rollover (idempotency key), its application and agreement",
    text: msg({ message: "PUT loan/active/rollover (idempotency key), its application and agreement" }),
  },
  "loan.extending.resuming": {
    english: "The unpaid extension's application and agreement (the same ones as when it was chosen)",
    text: msg({ message: "The unpaid extension's application and agreement (the same ones as when it was chosen)" }),
  },
  "loan.extending.createFailed": {
    english: "The extension was not created: the reason; confirm again (same key) or choose another",
    text: msg({ message: "The extension was not created: the reason; confirm again (same key) or choose another" }),
  },
  "loan.extending.signing": {
    english: "The agreement (convenio de prórroga) to read and accept",
    text: msg({ message: "The agreement (convenio de prórroga) to read and accept" }),
  },
  "loan.extending.signingAgreement": {
    english: "POST loan/{id}/rollover/{id}/sign: the ERP records the signature; only then is the fee payable",
    text: msg({ message: "POST loan/'{id}'/rollover/'{id}'/sign: the ERP records the signature; only then is the fee payable" }),
  },
  "loan.extending.signFailed": {
    english: "The signature was not recorded: the reason; sign again",
    text: msg({ message: "The signature was not recorded: the reason; sign again" }),
  },
  "loan.extending.payingFee": {
    english: "How to pay the fee: card charge, SPEI transfer or cash reference; the due date moves once it is paid",
    text: msg({ message: "How to pay the fee: card charge, SPEI transfer or cash reference; the due date moves once it is paid" }),
  },
  "loan.extending.loadingFeeSpei": {
    english: "GET loan/active/repayment/spei?purpose=rollover: the transfer of the extension's fee",
    text: msg({ message: "GET loan/active/repayment/spei?purpose=rollover: the transfer of the extension's fee" }),
  },
  "loan.extending.feeSpeiFailed": {
    english: "The instructions did not load: retry, or pay another way",
    text: msg({ message: "The instructions did not load: retry, or pay another way" }),
  },
  "loan.extending.feeSpei": {
    english: "The CLABE, the reference and the fee; asks every paymentPoll whether it arrived",
    text: msg({ message: "The CLABE, the reference and the fee; asks every paymentPoll whether it arrived" }),
  },
  "loan.extending.feeSpei.showing": {
    english: "The payment instructions; the loan is read again every paymentPoll or on \"I already paid\"",
    text: msg({ message: "The payment instructions; the loan is read again every paymentPoll or on \"I already paid\"" }),
  },
  "loan.extending.feeSpei.checking": {
    english: "Reads the loan to see whether the payment arrived",
    text: msg({ message: "Reads the loan to see whether the payment arrived" }),
  },
  "loan.extending.charging": {
    english: "POST direct-debit/consent, then direct-debit/charge-rollover (idempotency key)",
    text: msg({ message: "POST direct-debit/consent, then direct-debit/charge-rollover (idempotency key)" }),
  },
  "loan.extending.chargeFailed": {
    english: "The charge failed: the reason; charge again (same key), transfer or pay in cash",
    text: msg({ message: "The charge failed: the reason; charge again (same key), transfer or pay in cash" }),
  },
  "loan.extending.issuingCash": {
    english: "POST openPay/getBarcode for the rollover's fee (idempotency key)",
    text: msg({ message: "POST openPay/getBarcode for the rollover's fee (idempotency key)" }),
  },
  "loan.extending.cashFailed": {
    english: "No reference: the reason; ask again (same key), charge the card or transfer",
    text: msg({ message: "No reference: the reason; ask again (same key), charge the card or transfer" }),
  },
  "loan.extending.awaitingCash": {
    english: "The fee's reference and barcode; asks every paymentPoll whether it was paid",
    text: msg({ message: "The fee's reference and barcode; asks every paymentPoll whether it was paid" }),
  },
  "loan.extending.awaitingCash.showing": {
    english: "The payment instructions; the loan is read again every paymentPoll or on \"I already paid\"",
    text: msg({ message: "The payment instructions; the loan is read again every paymentPoll or on \"I already paid\"" }),
  },
  "loan.extending.awaitingCash.checking": {
    english: "Reads the loan to see whether the payment arrived",
    text: msg({ message: "Reads the loan to see whether the payment arrived" }),
  },
  "loan.extending.done": {
    english: "The fee is paid: the new due date",
    text: msg({ message: "The fee is paid: the new due date" }),
  },
  "loan.repaying": {
    english: "Repay: card charge, SPEI transfer or cash reference",
    text: msg({ message: "Repay: card charge, SPEI transfer or cash reference" }),
  },
  "loan.repaying.choosing": {
    english: "The ways to repay (card only with a registered card)",
    text: msg({ message: "The ways to repay (card only with a registered card)" }),
  },
  "loan.repaying.card": {
    english: "The card by its last digits and the direct-debit consent; confirm charges it",
    text: msg({ message: "The card by its last digits and the direct-debit consent; confirm charges it" }),
  },
  "loan.repaying.charging": {
    english: "POST direct-debit/consent, then loan/active/repayment/card (idempotency key)",
    text: msg({ message: "POST direct-debit/consent, then loan/active/repayment/card (idempotency key)" }),
  },
  "loan.repaying.cardFailed": {
    english: "The charge failed: the reason at the card; charge again (same key) or pick another way",
    text: msg({ message: "The charge failed: the reason at the card; charge again (same key) or pick another way" }),
  },
  "loan.repaying.loadingSpei": {
    english: "GET loan/active/repayment/spei",
    text: msg({ message: "GET loan/active/repayment/spei" }),
  },
  "loan.repaying.speiFailed": {
    english: "The instructions did not load: retry, or pick another way",
    text: msg({ message: "The instructions did not load: retry, or pick another way" }),
  },
  "loan.repaying.spei": {
    english: "The CLABE, the reference and the amount; asks every paymentPoll whether it arrived",
    text: msg({ message: "The CLABE, the reference and the amount; asks every paymentPoll whether it arrived" }),
  },
  "loan.repaying.spei.showing": {
    english: "The payment instructions; the loan is read again every paymentPoll or on \"I already paid\"",
    text: msg({ message: "The payment instructions; the loan is read again every paymentPoll or on \"I already paid\"" }),
  },
  "loan.repaying.spei.checking": {
    english: "Reads the loan to see whether the payment arrived",
    text: msg({ message: "Reads the loan to see whether the payment arrived" }),
  },
  "loan.repaying.issuingCash": {
    english: "POST openPay/getBarcode for the outstanding amount (idempotency key)",
    text: msg({ message: "POST openPay/getBarcode for the outstanding amount (idempotency key)" }),
  },
  "loan.repaying.cashFailed": {
    english: "No reference: the reason; ask again (same key) or pick another way",
    text: msg({ message: "No reference: the reason; ask again (same key) or pick another way" }),
  },
  "loan.repaying.cash": {
    english: "The reference as a Code 128 barcode, instructions and the printable slip; asks every paymentPoll",
    text: msg({ message: "The reference as a Code 128 barcode, instructions and the printable slip; asks every paymentPoll" }),
  },
  "loan.repaying.cash.showing": {
    english: "The payment instructions; the loan is read again every paymentPoll or on \"I already paid\"",
    text: msg({ message: "The payment instructions; the loan is read again every paymentPoll or on \"I already paid\"" }),
  },
  "loan.repaying.cash.checking": {
    english: "Reads the loan to see whether the payment arrived",
    text: msg({ message: "Reads the loan to see whether the payment arrived" }),
  },
  "loan.paid": {
    english: "The loan is paid: thanks, and the way to a new loan",
    text: msg({ message: "The loan is paid: thanks, and the way to a new loan" }),
  },
  "signUp.deciding": {
    english: "Decides where sign-up starts: the phone step for a signed-in client, else the form",
    text: msg({ message: "Decides where sign-up starts: the phone step for a signed-in client, else the form" }),
  },
  "signUp.editing": {
    english: "The details form",
    text: msg({ message: "The details form" }),
  },
  "signUp.creating": {
    english: "Creating the account (POST /web/public/client), then logging in with e-mail and password",
    text: msg({ message: "Creating the account (POST /web/public/client), then logging in with e-mail and password" }),
  },
  "signUp.loginFailed": {
    english: "The account was created but the automatic login failed: the user logs in by hand",
    text: msg({ message: "The account was created but the automatic login failed: the user logs in by hand" }),
  },
  "signUp.phone": {
    english: "The 3-digit code sent by SMS verifies the mobile phone",
    text: msg({ message: "The 3-digit code sent by SMS verifies the mobile phone" }),
  },
  "signUp.phone.waiting": {
    english: "Waits for the client to type the code (or ask for a new one)",
    text: msg({ message: "Waits for the client to type the code (or ask for a new one)" }),
  },
  "signUp.phone.verifying": {
    english: "Checks the code with the ERP (POST phone/verify)",
    text: msg({ message: "Checks the code with the ERP (POST phone/verify)" }),
  },
  "signUp.phone.resending": {
    english: "Sends a new code (the code limits apply)",
    text: msg({ message: "Sends a new code (the code limits apply)" }),
  },
  "signUp.done": {
    english: "Account created, logged in, phone verified: on to the address",
    text: msg({ message: "Account created, logged in, phone verified: on to the address" }),
  },
  "recovery.opening": {
    english: "Opened from a reset link (its token) or not",
    text: msg({ message: "Opened from a reset link (its token) or not" }),
  },
  "recovery.requesting": {
    english: "The e-mail or phone to send a reset link to",
    text: msg({ message: "The e-mail or phone to send a reset link to" }),
  },
  "recovery.requested": {
    english: "The link is on its way: where to look for it",
    text: msg({ message: "The link is on its way: where to look for it" }),
  },
  "recovery.resetting": {
    english: "The new password, twice",
    text: msg({ message: "The new password, twice" }),
  },
  "recovery.reset": {
    english: "The password is set: the login page says so",
    text: msg({ message: "The password is set: the login page says so" }),
  },
  "form.editing": {
    english: "The user fills the form; the last refusal is shown at its fields",
    text: msg({ message: "The user fills the form; the last refusal is shown at its fields" }),
  },
  "form.submitting": {
    english: "Sending the form to the ERP",
    text: msg({ message: "Sending the form to the ERP" }),
  },
  "form.done": {
    english: "The ERP accepted the form",
    text: msg({ message: "The ERP accepted the form" }),
  },
  "upload.start": {
    english: "Decides where the step starts: the kept document, else nothing sent",
    text: msg({ message: "Decides where the step starts: the kept document, else nothing sent" }),
  },
  "upload.idle": {
    english: "Nothing sent yet for this step",
    text: msg({ message: "Nothing sent yet for this step" }),
  },
  "upload.reading": {
    english: "Checking the file (format, size, freshness) and reading it as base64",
    text: msg({ message: "Checking the file (format, size, freshness) and reading it as base64" }),
  },
  "upload.compressing": {
    english: "Making a photo lighter before it goes up (a PDF or a small photo goes as it is)",
    text: msg({ message: "Making a photo lighter before it goes up (a PDF or a small photo goes as it is)" }),
  },
  "upload.uploading": {
    english: "Sending the document to the ERP, its progress told as it goes",
    text: msg({ message: "Sending the document to the ERP, its progress told as it goes" }),
  },
  "upload.uploaded": {
    english: "The ERP keeps the document; it can be replaced or deleted",
    text: msg({ message: "The ERP keeps the document; it can be replaced or deleted" }),
  },
  "upload.deleting": {
    english: "Deleting the document at the ERP",
    text: msg({ message: "Deleting the document at the ERP" }),
  },
  "upload.failed": {
    english: "The file was refused (here or by the ERP), with the reason; a document kept before stays",
    text: msg({ message: "The file was refused (here or by the ERP), with the reason; a document kept before stays" }),
  },
  "upload.removed": {
    english: "Deleted at the ERP, or a refused file let go: the step no longer lists it",
    text: msg({ message: "Deleted at the ERP, or a refused file let go: the step no longer lists it" }),
  },
  "uploads.listing": {
    english: "The step lists its files, each going up, kept or refused on its own",
    text: msg({ message: "The step lists its files, each going up, kept or refused on its own" }),
  },
  "identity.loading": {
    english: "GET veriff/session: what the provider knows of the client's check",
    text: msg({ message: "GET veriff/session: what the provider knows of the client's check" }),
  },
  "identity.deciding": {
    english: "Reads the session: decided, being verified, or still to verify",
    text: msg({ message: "Reads the session: decided, being verified, or still to verify" }),
  },
  "identity.ready": {
    english: "The ID is with the provider (or nothing yet): the person starts the check",
    text: msg({ message: "The ID is with the provider (or nothing yet): the person starts the check" }),
  },
  "identity.starting": {
    english: "POST veriff/session: a session of the provider's hosted flow, then the person is sent there",
    text: msg({ message: "POST veriff/session: a session of the provider's hosted flow, then the person is sent there" }),
  },
  "identity.verifying": {
    english: "The person verifies at the provider; the decision is asked for every IDENTITY_POLL_MS",
    text: msg({ message: "The person verifies at the provider; the decision is asked for every IDENTITY_POLL_MS" }),
  },
  "identity.verifying.waiting": {
    english: "Until the next question to the provider",
    text: msg({ message: "Until the next question to the provider" }),
  },
  "identity.verifying.reading": {
    english: "GET veriff/decision/{id}",
    text: msg({ message: "GET veriff/decision/'{id}'" }),
  },
  "identity.approved": {
    english: "Approved: on to what signing still needs",
    text: msg({ message: "Approved: on to what signing still needs" }),
  },
  "identity.declined": {
    english: "Declined: the journey asks for another ID document",
    text: msg({ message: "Declined: the journey asks for another ID document" }),
  },
  "identity.resubmit": {
    english: "A new photo of the ID asked for: back to the upload",
    text: msg({ message: "A new photo of the ID asked for: back to the upload" }),
  },
  "identity.failed": {
    english: "The provider or the ERP did not answer, or the journey stands elsewhere: the reason, and a way on",
    text: msg({ message: "The provider or the ERP did not answer, or the journey stands elsewhere: the reason, and a way on" }),
  },
  "identity.done": {
    english: "Handed to the journey",
    text: msg({ message: "Handed to the journey" }),
  },
  "tracking.notStarted": {
    english: "No verified reference number: collected events are held (bounded), nothing is sent",
    text: msg({ message: "No verified reference number: collected events are held (bounded), nothing is sent" }),
  },
  "tracking.notStarted.idle": {
    english: "Nothing is collected or sent until a client starts a form",
    text: msg({ message: "Nothing is collected or sent until a client starts a form" }),
  },
  "tracking.notStarted.verifying": {
    english: "The ERP issues a reference number and verifies it",
    text: msg({ message: "The ERP issues a reference number and verifies it" }),
  },
  "tracking.started": {
    english: "Verified: what was collected is uploaded every 10 s",
    text: msg({ message: "Verified: what was collected is uploaded every 10 s" }),
  },
  "tracking.started.waiting": {
    english: "Collects; every trackingUpload (10 s) what was collected goes up",
    text: msg({ message: "Collects; every trackingUpload (10 s) what was collected goes up" }),
  },
  "tracking.started.uploading": {
    english: "Uploads a chunk; a failed one goes again with the next",
    text: msg({ message: "Uploads a chunk; a failed one goes again with the next" }),
  },
  "tracking.stopped": {
    english: "Stopped: one last upload of what was held (if anything), then nothing more is collected",
    text: msg({ message: "Stopped: one last upload of what was held (if anything), then nothing more is collected" }),
  },
  "tracking.stopped.uploading": {
    english: "Uploads what is left",
    text: msg({ message: "Uploads what is left" }),
  },
  "tracking.stopped.retrying": {
    english: "The last upload failed: tried again after trackingUpload",
    text: msg({ message: "The last upload failed: tried again after trackingUpload" }),
  },
  "tracking.stopped.done": {
    english: "Nothing more is sent; a new start verifies a new reference",
    text: msg({ message: "Nothing more is sent; a new start verifies a new reference" }),
  },
  "tracking.stoppedAndCompleted": {
    english: "Stopped and completed: one last upload, marked complete, closes the session at the ERP",
    text: msg({ message: "Stopped and completed: one last upload, marked complete, closes the session at the ERP" }),
  },
  "tracking.stoppedAndCompleted.uploading": {
    english: "Uploads what is left, marked complete",
    text: msg({ message: "Uploads what is left, marked complete" }),
  },
  "tracking.stoppedAndCompleted.retrying": {
    english: "The last upload failed: tried again after trackingUpload",
    text: msg({ message: "The last upload failed: tried again after trackingUpload" }),
  },
  "tracking.stoppedAndCompleted.completed": {
    english: "The session is closed at the ERP; a new start verifies a new reference",
    text: msg({ message: "The session is closed at the ERP; a new start verifies a new reference" }),
  },
  "popup.closed": {
    english: "No popup is shown",
    text: msg({ message: "No popup is shown" }),
  },
  "popup.closed.idle": {
    english: "Nothing is pointed at",
    text: msg({ message: "Nothing is pointed at" }),
  },
  "popup.closed.hovering": {
    english: "A pointer rests on an info link; its popup opens after 1000 ms",
    text: msg({ message: "A pointer rests on an info link; its popup opens after 1000 ms" }),
  },
  "popup.open": {
    english: "A popup is shown over the page",
    text: msg({ message: "A popup is shown over the page" }),
  },
  "popup.open.timed": {
    english: "Closes by itself after its duration (7000 ms by default)",
    text: msg({ message: "Closes by itself after its duration (7000 ms by default)" }),
  },
  "popup.open.pinned": {
    english: "Stays until closed by the user or a route change (autoClose: false)",
    text: msg({ message: "Stays until closed by the user or a route change (autoClose: false)" }),
  },
  "toast.empty": {
    english: "No toast is shown",
    text: msg({ message: "No toast is shown" }),
  },
  "toast.showing": {
    english: "One or more toasts are shown, each until its own 5000 ms pass or it is dismissed",
    text: msg({ message: "One or more toasts are shown, each until its own 5000 ms pass or it is dismissed" }),
  },
}
