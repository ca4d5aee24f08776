import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  addContact,
  changeEmail,
  changePassword,
  changePhone,
  checkPromoCode,
  completeBackOfficeClient,
  DIRECT_DEBIT_TEXT_VERSION,
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
  type Violation,
} from '../../api'
import { completeBackOfficeClient as completeAccount } from '../accounts/back-office-completion'
import { codeState } from '../accounts/code-state'
import { changeEmail as moveEmail } from '../accounts/email-change'
import { recordConsent } from '../loans/direct-debit-consent'
import { saveCard, saveClabe, checkClabe } from '../accounts/banking'
import { changePassword as change, currentPasswordViolations } from '../accounts/change-password'
import { findClientById } from '../accounts/clients'
import { loadAccountDetails, findDetails, saveDetails, type DetailsPatch } from '../accounts/details'
import { currentFlow } from '../accounts/flow-progress'
import { checkPromoCodeFor } from '../accounts/promo-check'
import { formHook, refuseForm, Rule } from '../accounts/forms'
import type { Refused, Sent } from '../accounts/codes'
import { checkContactPhone, checkGeo, checkIdDocumentExpiry, checkNationalIdentificator } from '../accounts/identity-data'
import { mexicoToday } from '../pricing/today'
import { loadClientProfile } from '../applications/standing'
import {
  checkAddress,
  checkBasicDetails,
  checkEmployment,
  checkReference,
  StepRule,
  violation,
} from '../accounts/registration-steps'
import { clientSubject, issueToken } from '../accounts/sessions'
import { consentOrigin } from '../accounts/consents'
import { changePhone as movePhone, requestPhoneCode, verifyOwnPhone, type CodeOutcome } from '../accounts/phone-change'
import { lookupBudget } from '../auth/address-limit'
import { clientAddress } from '../auth/client-address'
import { refuse } from '../auth/refuse'
import { clientIdOf, sessionOf } from '../auth/session'
import { stamp, type ClientRow } from '../db'
import type { Services } from '../services'

/**
 * The account, banking, journey and flow calls: the token's own client's data. Every
 * query is scoped by clientIdOf(c); no route takes a client id.
 */
export function mountAccount(app: OpenAPIHono, services: Services): void {
  const { db } = services

  /** The token's client; the guard found it a moment ago, so a miss means it was just deleted. */
  const ownClient = (c: Context): Promise<ClientRow | undefined> => findClientById(db, clientIdOf(c))
  const gone = (c: Context) => refuse(c, 401, 'The account no longer exists.', { code: 'invalid_token' })

  async function details(c: Context, clientId: number) {
    return c.json({ data: await loadAccountDetails(db, clientId) }, 200)
  }

  async function writeStep(c: Context, clientId: number, patch: DetailsPatch) {
    await saveDetails(db, clientId, patch, services.now())
    return details(c, clientId)
  }

  app.openapi(
    updateClient,
    async (c) => {
      const checked = checkBasicDetails(c.req.valid('json'))
      if (!checked.ok) return refuseForm(c, checked.violations)
      const id = clientIdOf(c)
      const now = services.now()
      await db
        .updateTable('clients')
        .set({ ...checked.value, updated_at: stamp(now) })
        .where('id', '=', id)
        .execute()
      await saveDetails(db, id, { details_at: stamp(now) }, now)
      const client = await ownClient(c)
      if (!client) return gone(c)
      return c.json({ data: await loadClientProfile(db, client) }, 200)
    },
    formHook,
  )

  app.openapi(
    completeStepTwo,
    async (c) => {
      const checked = checkAddress(c.req.valid('json'))
      if (!checked.ok) return refuseForm(c, checked.violations)
      return writeStep(c, clientIdOf(c), { ...checked.value, address_at: stamp(services.now()) })
    },
    formHook,
  )

  app.openapi(
    completeStepThree,
    async (c) => {
      const now = services.now()
      const checked = checkEmployment(c.req.valid('json'), now)
      if (!checked.ok) return refuseForm(c, checked.violations)
      const id = clientIdOf(c)
      await db
        .updateTable('clients')
        .set({ ...checked.value.client, updated_at: stamp(now) })
        .where('id', '=', id)
        .execute()
      return writeStep(c, id, { ...checked.value.details, employment_at: stamp(now) })
    },
    formHook,
  )

  app.openapi(
    completeStepFour,
    async (c) => {
      const client = await ownClient(c)
      if (!client) return gone(c)
      const checked = checkReference(c.req.valid('json'), client.mobile_phone)
      if (!checked.ok) return refuseForm(c, checked.violations)
      return writeStep(c, client.id, { ...checked.value, reference_at: stamp(services.now()) })
    },
    formHook,
  )

  app.openapi(
    finishRegistration,
    async (c) => {
      const id = clientIdOf(c)
      const row = await findDetails(db, id)
      // The steps still missing, each as a violation on its own name.
      const missing: Violation[] = (
        [
          ['details', row?.details_at],
          ['address', row?.address_at],
          ['employment', row?.employment_at],
          ['reference', row?.reference_at],
        ] as const
      )
        .filter(([, at]) => !at)
        .map(([step]) => violation(step, 'registration_incomplete'))
      if (missing.length > 0) return refuseForm(c, missing)
      // Finishing twice keeps the first instant.
      return writeStep(c, id, { finished_at: row?.finished_at ?? stamp(services.now()) })
    },
    formHook,
  )

  app.openapi(
    changePassword,
    async (c) => {
      const changed = await change(services, clientIdOf(c), c.req.valid('json'), sessionOf(c).claims.sid)
      if (!changed.ok) return refuseForm(c, changed.violations)
      const client = await ownClient(c)
      if (!client) return gone(c)
      // Every session died with the old password; this device continues on its successor.
      await issueToken(services, c, clientSubject(client), { sid: changed.sid })
      return c.json({ data: { changed: true as const } }, 200)
    },
    formHook,
  )

  app.openapi(
    addContact,
    async (c) => {
      const checked = checkContactPhone(c.req.valid('json').phone)
      if (!checked.ok) return refuseForm(c, checked.violations)
      const id = clientIdOf(c)
      const known = await db
        .selectFrom('client_contacts')
        .select('id')
        .where('client_id', '=', id)
        .where('phone', '=', checked.value)
        .executeTakeFirst()
      if (!known)
        await db
          .insertInto('client_contacts')
          .values({ client_id: id, phone: checked.value, created_at: stamp(services.now()) })
          .execute()
      return details(c, id)
    },
    formHook,
  )

  app.openapi(
    saveNationalIdentificator,
    async (c) => {
      const client = await ownClient(c)
      if (!client) return gone(c)
      const { nationalIdentificator, idDocumentExpiry } = c.req.valid('json')
      const checked = checkNationalIdentificator(nationalIdentificator, client.birth_date)
      const expiry = idDocumentExpiry === undefined ? null : checkIdDocumentExpiry(idDocumentExpiry, mexicoToday(services.now()))
      const violations = [...(checked.ok ? [] : checked.violations), ...(expiry && !expiry.ok ? expiry.violations : [])]
      if (!checked.ok || (expiry && !expiry.ok)) return refuseForm(c, violations)
      return writeStep(c, client.id, {
        national_identificator: checked.value,
        ...(expiry?.ok ? { id_document_expires_at: expiry.value } : {}),
      })
    },
    formHook,
  )

  app.openapi(
    saveGeo,
    async (c) => {
      const { lat, lng } = c.req.valid('json')
      const violations = checkGeo(lat, lng)
      if (violations.length > 0) return refuseForm(c, violations)
      return writeStep(c, clientIdOf(c), { geo_lat: lat, geo_lng: lng, geo_at: stamp(services.now()) })
    },
    formHook,
  )

  app.openapi(
    validateIban,
    async (c) => {
      const checked = checkClabe('iban', c.req.valid('json').iban)
      if (!checked.ok) return refuseForm(c, checked.violations)
      return c.json({ data: { valid: true as const, bankCode: checked.value.bankCode, bankName: checked.value.bankName } }, 200)
    },
    formHook,
  )

  app.openapi(
    saveBankAccount,
    async (c) => {
      const id = clientIdOf(c)
      const violations = await saveClabe(services, id, c.req.valid('json').accountNumber)
      if (violations.length > 0) return refuseForm(c, violations)
      return details(c, id)
    },
    formHook,
  )

  app.openapi(
    saveDebitCard,
    async (c) => {
      const id = clientIdOf(c)
      const violations = await saveCard(services, id, c.req.valid('json'))
      if (violations.length > 0) return refuseForm(c, violations)
      return details(c, id)
    },
    formHook,
  )

  app.openapi(getFlow, async (c) => {
    const client = await ownClient(c)
    if (!client) return gone(c)
    return c.json({ data: await currentFlow(services, client, services.now()) }, 200)
  })

  /** A refused code request: 429, with the rule as a violation on the field (as in ./clients.ts). */
  function refuseCode(c: Context, refused: Refused) {
    if (refused.rule === 'too_many_requests') {
      return refuse(c, 429, 'Too many codes requested from this address. Try again later.', {
        code: 'too_many_requests',
        retryAfterSeconds: refused.retryAfterSeconds,
      })
    }
    const message =
      refused.rule === Rule.alreadySent
        ? 'A code was sent a moment ago, or three this hour.'
        : 'No more codes today for this destination.'
    return refuse(c, 429, message, {
      code: refused.rule,
      violations: [violation('mobilePhone.number', refused.rule)],
      retryAfterSeconds: refused.retryAfterSeconds,
    })
  }

  // 'Not found': no live code for this phone (it expired, was used or ran out of attempts).
  const noCode = (c: Context) => refuse(c, 404, 'Not found', { code: 'not_found' })

  /** The answer of a change confirmed by a code (phone, e-mail): its refusal, or the profile as it is now. */
  const answerChange = async (c: Context, outcome: CodeOutcome) => {
    if (!outcome.ok) return 'missing' in outcome ? noCode(c) : refuseForm(c, outcome.violations)
    const changed = await ownClient(c)
    if (!changed) return gone(c)
    return c.json({ data: await loadClientProfile(db, changed) }, 200)
  }

  /**
   * phone/sms-code and its time-stamped twin phone/sms-code-ts: one code request with its rules
   * and limits; `answer` shapes the success from what was sent.
   */
  async function sendPhoneCode<R>(c: Context, number: string | undefined, answer: (sent: Sent) => Promise<R>) {
    const client = await ownClient(c)
    if (!client) return gone(c)
    const sent = await requestPhoneCode(services, client, number, clientAddress(c, services.trustProxy))
    if ('violations' in sent) return refuseForm(c, sent.violations)
    if (!sent.ok) return refuseCode(c, sent)
    return answer(sent)
  }

  app.openapi(
    sendClientSmsCode,
    (c) =>
      sendPhoneCode(c, c.req.valid('json').mobilePhone?.number, async (sent) =>
        c.json({ data: { sent: true as const, retryAfterSeconds: sent.retryAfterSeconds } }, 200),
      ),
    formHook,
  )

  app.openapi(
    sendClientSmsCodeTs,
    (c) =>
      sendPhoneCode(c, c.req.valid('json').mobilePhone?.number, async (sent) => {
        const timing = await codeState(services, sent.record.destination, 'phone_verification')
        return c.json({ data: { sent: true as const, ...timing } }, 200)
      }),
    formHook,
  )

  /** phone/verify and phone/verify-ts: one check of the own phone's code; `answer` shapes the success. */
  async function verifyPhone<R>(c: Context, code: string, answer: (client: ClientRow) => Promise<R>) {
    const client = await ownClient(c)
    if (!client) return gone(c)
    const outcome = await verifyOwnPhone(services, client, code, consentOrigin(c, services.trustProxy))
    if (!outcome.ok) return 'missing' in outcome ? noCode(c) : refuseForm(c, outcome.violations)
    const verified = await ownClient(c)
    if (!verified) return gone(c)
    return answer(verified)
  }

  app.openapi(
    verifyClientPhone,
    (c) => verifyPhone(c, c.req.valid('json').code, async () => c.json({ data: { verified: true as const } }, 200)),
    formHook,
  )

  app.openapi(
    verifyClientPhoneTs,
    (c) =>
      verifyPhone(c, c.req.valid('json').code, async (client) => {
        const timing = await codeState(services, client.mobile_phone, 'phone_verification')
        return c.json(
          { data: { verified: true as const, verifiedAt: client.phone_verified_at ?? stamp(services.now()), ...timing } },
          200,
        )
      }),
    formHook,
  )

  app.openapi(
    changePhone,
    async (c) => {
      const client = await ownClient(c)
      if (!client) return gone(c)
      const { mobilePhone, code, currentPassword } = c.req.valid('json')
      const password = await currentPasswordViolations(client, currentPassword)
      if (password.length > 0) return answerChange(c, { ok: false, violations: password })
      return answerChange(c, await movePhone(services, client, mobilePhone.number, code))
    },
    formHook,
  )

  app.openapi(
    checkPromoCode,
    async (c) => {
      const client = await ownClient(c)
      if (!client) return gone(c)
      const budget = lookupBudget(services, c, 'lookup_promo_miss', client.id)
      const allowed = await budget.check()
      if (!allowed.allowed) {
        return refuse(c, 429, 'Too many unknown promo codes tried. Try again later.', {
          code: 'too_many_requests',
          retryAfterSeconds: allowed.retryAfterSeconds,
        })
      }
      const asked = c.req.valid('json').promoCode
      const checked = await checkPromoCodeFor(db, client, asked)
      // A code that does not exist, or not for this client's loan, spends the budget: codes cannot be walked through.
      if (!checked.ok && checked.violations.some((v) => v.status === 'invalid_promo_code' || v.status === 'not_applicable'))
        await budget.spend(asked)
      if (!checked.ok) return refuseForm(c, checked.violations)
      const { promoCode, sequenceType, discount } = checked
      return c.json({ data: { promoCode, sequenceType, discount } }, 200)
    },
    formHook,
  )

  app.openapi(
    changeEmail,
    async (c) => {
      const client = await ownClient(c)
      if (!client) return gone(c)
      const { email, code, currentPassword } = c.req.valid('json')
      const password = await currentPasswordViolations(client, currentPassword)
      if (password.length > 0) return answerChange(c, { ok: false, violations: password })
      return answerChange(c, await moveEmail(services, client, email, code))
    },
    formHook,
  )

  app.openapi(
    completeBackOfficeClient,
    async (c) => {
      const client = await ownClient(c)
      if (!client) return gone(c)
      const origin = consentOrigin(c, services.trustProxy)
      const outcome = await completeAccount(services, client, c.req.valid('json'), sessionOf(c).claims.sid, origin)
      if (!outcome.ok) {
        if ('violations' in outcome) return refuseForm(c, outcome.violations)
        return refuse(c, 409, 'The account is already complete.', { code: 'account_already_complete' })
      }
      const completed = await ownClient(c)
      if (!completed) return gone(c)
      // Every session died with the temporary password; this device continues on its successor.
      await issueToken(services, c, clientSubject(completed), { sid: outcome.sid })
      return c.json({ data: await loadClientProfile(db, completed) }, 200)
    },
    formHook,
  )

  app.openapi(
    recordDirectDebitConsent,
    async (c) => {
      const { accepted, textVersion } = c.req.valid('json')
      const violations: Violation[] = []
      if (!accepted) violations.push(violation('accepted', Rule.required, 'The authorisation must be accepted.'))
      if (textVersion.trim() !== DIRECT_DEBIT_TEXT_VERSION) {
        violations.push(
          violation('textVersion', StepRule.invalidChoice, `The authorisation text is ${DIRECT_DEBIT_TEXT_VERSION}.`),
        )
      }
      if (violations.length > 0) return refuseForm(c, violations)
      const consent = await recordConsent(db, clientIdOf(c), clientAddress(c, services.trustProxy), services.now())
      if (consent === 'no_card') return refuse(c, 409, 'No card registered.', { code: 'no_card' })
      return c.json({ data: consent }, 200)
    },
    formHook,
  )

  app.openapi(getAccountDetails, async (c) => details(c, clientIdOf(c)))
}
