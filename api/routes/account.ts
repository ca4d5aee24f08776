import { createRoute, z } from '@hono/zod-openapi'
import { failure, IdempotencyHeaders, invalidRequest, success } from '../envelope'
import { ClientProfile, personName, refusal, SalaryCycle } from './clients'

/*
 * The account, banking, journey and flow calls: the client's own data through
 * registration and afterwards. Schemas check shapes only; the rules answer 400 with violations
 * whose `status` is a rule code (see docs/API.md "Client account and flow").
 */

const unauthorized = refusal('No valid client token')
const forbidden = refusal('Not a client token, or the client is blocked')

function clientRoute<R extends { method: 'get' | 'put' | 'post'; path: string; operationId: string; summary: string }>(route: R) {
  return { tags: ['client'], ...route }
}

/** The client's registration data as stored (what the step forms prefill from). */
export const AccountDetails = z
  .object({
    address: z.object({
      regionId: z.string().nullable(),
      cityId: z.string().nullable(),
      districtId: z.string().nullable(),
      wardId: z.string().nullable(),
      street: z.string().nullable(),
      exteriorNumber: z.string().nullable(),
      interiorNumber: z.string().nullable(),
      postalCode: z.string().nullable(),
    }),
    employment: z.object({
      employmentStatus: z.string().nullable(),
      position: z.string().nullable(),
      companyName: z.string().nullable(),
      workPhone: z.string().nullable(),
      /** Whole pesos a month. */
      monthlyIncome: z.number().int().nullable(),
      salaryCycle: SalaryCycle.nullable(),
    }),
    reference: z.object({ fullName: z.string().nullable(), phone: z.string().nullable() }),
    nationalIdentificator: z.string().nullable(),
    /** The identity document's data the ID step prefills from. */
    idDocument: z.object({
      /** The CURP given at sign-up, if any: the identifier the ID step offers first. */
      curp: z.string().nullable(),
      /** yyyy-mm-dd, as saved with PUT save/nationalIdentificator. */
      expiresAt: z.string().nullable(),
    }),
    additionalContacts: z.array(z.string()),
    bankAccounts: z.array(z.object({ clabe: z.string(), bankCode: z.string(), verified: z.boolean() })),
    cards: z.array(
      z.object({ lastFour: z.string(), expiryMonth: z.number().int(), expiryYear: z.number().int(), holder: z.string() }),
    ),
    progress: z.object({
      detailsAt: z.string().nullable(),
      addressAt: z.string().nullable(),
      employmentAt: z.string().nullable(),
      referenceAt: z.string().nullable(),
      finishedAt: z.string().nullable(),
    }),
    /** The last position POST geo saved. */
    geo: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
    /** Where the money goes and how the client repays: a summary of bankAccounts, cards and the direct-debit consent. */
    banking: z.object({
      /** The disbursement kind: the latest CLABE wins over a card. */
      disbursementMethod: z.enum(['clabe', 'card']).nullable(),
      bankName: z.string().nullable().openapi({ description: 'The bank of the latest CLABE' }),
      cardLastFour: z.string().nullable().openapi({ description: 'The card a charge goes to' }),
      directDebitConsent: z.object({ lastFour: z.string(), textVersion: z.string(), consentedAt: z.string() }).nullable(),
    }),
    consents: z.object({
      termsAt: z.string().nullable(),
      privacyAt: z.string().nullable(),
      creditBureauAt: z.string().nullable(),
      marketing: z.boolean(),
    }),
  })
  .openapi('AccountDetails')
export type AccountDetails = z.infer<typeof AccountDetails>

function putForm<S extends z.ZodType>(
  path: string,
  operationId: string,
  summary: string,
  schema: S,
  method: 'put' | 'post' = 'put',
  idempotent = false,
) {
  return createRoute(
    clientRoute({
      method,
      path: `/web/private/client/${path}`,
      operationId,
      summary,
      request: {
        ...(idempotent ? { headers: IdempotencyHeaders } : {}),
        body: { required: true, content: { 'application/json': { schema } } },
      },
      responses: {
        200: success(AccountDetails, "The client's registration data after the change"),
        400: invalidRequest,
        401: unauthorized,
        403: forbidden,
        default: failure,
      },
    }),
  )
}

const text = (max: number) => z.string().max(max)

export const UpdateClientRequest = z
  .object({
    firstName: personName(50),
    middleName: personName(50).nullable().optional(),
    lastNames: personName(100),
    language: z.enum(['es', 'en']).optional(),
  })
  .openapi('UpdateClientRequest')
export type UpdateClientRequest = z.infer<typeof UpdateClientRequest>

export const updateClient = createRoute(
  clientRoute({
    method: 'put',
    path: '/web/private/client/client',
    operationId: 'updateClient',
    summary: 'Basic details (registration step one): names and language',
    request: { body: { required: true, content: { 'application/json': { schema: UpdateClientRequest } } } },
    responses: {
      200: success(ClientProfile, 'The client profile after the change'),
      400: invalidRequest,
      401: unauthorized,
      403: forbidden,
      default: failure,
    },
  }),
)

export const AddressRequest = z
  .object({
    regionId: text(16),
    cityId: text(16).openapi({ description: 'Empty when the municipality is typed (`municipality`)' }),
    municipality: text(60).nullable().optional().openapi({
      description:
        "Typed by hand for a postal code SEPOMEX's catalogue does not know, instead of `cityId`: one of the state's municipalities by its name (case and accents ignored), else `unknown_municipality`",
    }),
    districtId: text(32).nullable().optional(),
    wardId: text(32).nullable().optional(),
    street: text(120),
    exteriorNumber: text(20),
    interiorNumber: text(20).nullable().optional(),
    postalCode: text(5).openapi({ description: 'Five digits' }),
  })
  .openapi('AddressRequest')
export type AddressRequest = z.infer<typeof AddressRequest>

export const completeStepTwo = putForm(
  'complete-step-two',
  'completeStepTwo',
  'Address (registration step two); ids of the geography reference. The postal code, state, municipality and colonia must agree as SEPOMEX has them: `postal_code_state` on `postalCode`, `postal_code_municipality` on `cityId` (or `municipality`), `postal_code_colonia` on `districtId`',
  AddressRequest,
)

export const EmploymentRequest = z
  .object({
    employmentStatus: text(40),
    position: text(60).openapi({ description: 'Empty for a status without a job (src/domain/employment.ts)' }),
    companyName: text(120).openapi({ description: 'At least 2 characters; empty for a status without a job' }),
    workPhone: text(20).openapi({ description: 'Ten digits (landline or mobile); empty for a status without a job' }),
    monthlyIncome: text(20).openapi({
      description: 'Pesos as Mexicans write them ("20000", "$20,000.00"), stored as whole pesos: 1 to 6 digits',
    }),
    salaryCycle: SalaryCycle,
    payDates: text(20).openapi({ description: "One of today's pay-date options of the cycle (src/domain/pay-dates.ts)" }),
  })
  .openapi('EmploymentRequest')
export type EmploymentRequest = z.infer<typeof EmploymentRequest>

export const completeStepThree = putForm(
  'complete-step-three',
  'completeStepThree',
  'Employment and income (registration step three)',
  EmploymentRequest,
)

export const ReferenceRequest = z
  .object({
    fullName: personName(120).openapi({
      description: "The relative's name, at least two words, by the rule of every person's name (`invalid_characters`)",
    }),
    phone: text(20).openapi({ description: "Ten digits, not the client's own" }),
  })
  .openapi('ReferenceRequest')
export type ReferenceRequest = z.infer<typeof ReferenceRequest>

export const completeStepFour = putForm(
  'complete-step-four',
  'completeStepFour',
  'Relative reference (registration step four)',
  ReferenceRequest,
)

export const finishRegistration = putForm(
  'finish',
  'finishRegistration',
  'Finish registration; refused with `registration_incomplete` violations naming the missing steps',
  z.object({}).openapi('FinishRequest'),
)

export const changePassword = createRoute(
  clientRoute({
    method: 'post',
    path: '/web/private/client/change/password',
    operationId: 'changePassword',
    summary: "Change the password; every other session ends, the answer's Authorization header carries a new token",
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: z
              .object({ oldPassword: text(64), newPassword: text(64), repeatPassword: text(64) })
              .openapi('ChangePasswordRequest'),
          },
        },
      },
    },
    responses: {
      200: success(z.object({ changed: z.literal(true) }), 'Changed; a fresh token is in the Authorization header'),
      400: invalidRequest,
      401: unauthorized,
      403: forbidden,
      default: failure,
    },
  }),
)

export const addContact = putForm(
  'additional/contact',
  'addAdditionalContact',
  'An alternative phone (at least 8 digits); a retry with the same Idempotency-Key answers the first',
  z.object({ phone: text(20) }).openapi('AdditionalContactRequest'),
  'post',
  true,
)

export const saveNationalIdentificator = putForm(
  'save/nationalIdentificator',
  'saveNationalIdentificator',
  "RFC (12 or 13 characters) or CURP (18, by the rule of sign-up: its check digit, and the client's birth date); with `idDocumentExpiry`, the ID document's expiry date (yyyy-mm-dd, not before today in Mexico: `document_expired`)",
  z
    .object({
      nationalIdentificator: text(18),
      idDocumentExpiry: text(10).optional().openapi({ description: 'The ID document expiry date, yyyy-mm-dd' }),
    })
    .openapi('NationalIdentificatorRequest'),
)

export const saveGeo = putForm(
  'geo',
  'saveGeo',
  "The device's position (latitude -90..90, longitude -180..180)",
  z.object({ lat: z.number(), lng: z.number() }).openapi('GeoRequest'),
  'post',
)

export const validateIban = createRoute(
  clientRoute({
    method: 'put',
    path: '/web/private/client/iban/validate',
    operationId: 'validateIban',
    summary:
      'Check a CLABE: violations on `iban` with invalid_length, invalid_characters, invalid_checksum, invalid_bank_code, invalid_city_code or bank_not_enabled',
    request: {
      body: { required: true, content: { 'application/json': { schema: z.object({ iban: text(40) }).openapi('IbanRequest') } } },
    },
    responses: {
      200: success(
        z.object({ valid: z.literal(true), bankCode: z.string(), bankName: z.string() }).openapi('IbanValid'),
        'A CLABE of an enabled bank',
      ),
      400: invalidRequest,
      401: unauthorized,
      403: forbidden,
      default: failure,
    },
  }),
)

export const saveBankAccount = putForm(
  'bank/saveAccountNumber',
  'saveBankAccount',
  "Save a CLABE as the client's disbursement account (same checks as iban/validate; `not_unique` when another client has it)",
  z.object({ accountNumber: text(40) }).openapi('BankAccountRequest'),
  'post',
)

export const saveDebitCard = putForm(
  'direct-debit/debit-credit-card',
  'saveDebitCard',
  'Save a debit card: 16 digits passing Luhn (else `Disbursement number is not valid.`), expiry not past, holder; `not_unique` when another client has it; a retry with the same Idempotency-Key answers the first',
  z
    .object({
      cardNumber: text(25),
      expiryMonth: z.number().int(),
      expiryYear: z.number().int(),
      holder: personName(100).openapi({
        description: "The holder's name as on the card, by the rule of every person's name (`invalid_characters`)",
      }),
    })
    .openapi('DebitCardRequest'),
  'post',
  true,
)

export const FlowState = z
  .object({
    step: z.string().openapi({ description: 'A flow step name (server/accounts/flow-step.ts)' }),
    status: z.enum(['active', 'completed']),
    errors: z.array(z.string()),
  })
  .openapi('FlowState')

export const getFlow = createRoute(
  clientRoute({
    method: 'get',
    path: '/web/private/client/flow',
    operationId: 'getFlow',
    summary: "The client's flow step, derived from registration progress and the latest application",
    responses: { 200: success(FlowState, 'The current step'), 401: unauthorized, 403: forbidden, default: failure },
  }),
)

export const getAccountDetails = createRoute(
  clientRoute({
    method: 'get',
    path: '/web/private/client/account-details',
    operationId: 'getAccountDetails',
    summary: "The client's registration data (ERP extension: what the step forms prefill from)",
    responses: { 200: success(AccountDetails, 'The stored data'), 401: unauthorized, 403: forbidden, default: failure },
  }),
)

const PhoneNumber = z.object({
  number: z.string().max(32).openapi({ description: 'Ten digits; spaces, dashes and +52 are ignored' }),
})

export const sendClientSmsCode = createRoute(
  clientRoute({
    method: 'post',
    path: '/web/private/client/phone/sms-code',
    operationId: 'sendClientSmsCode',
    summary:
      "Send a 3-digit code: to the client's own phone (no body number, for phone/verify) or to a new number (for change/phone: ten digits, not the own one, `not_unique` when another client has it)",
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: z.object({ mobilePhone: PhoneNumber.optional() }).openapi('ClientSmsCodeRequest') },
        },
      },
    },
    responses: {
      200: success(
        z.object({ sent: z.literal(true), retryAfterSeconds: z.number().int().nonnegative() }),
        'The code is in the outbox',
      ),
      400: invalidRequest,
      401: unauthorized,
      403: forbidden,
      429: refusal('Code limits: `already_sent_in_last_minutes`, `request_count_by_day_exceed`, or too many from this address'),
      default: failure,
    },
  }),
)

const codeAnswers = {
  400: invalidRequest,
  401: unauthorized,
  403: forbidden,
  404: refusal('`Not found`: no live code was sent for this (no code, expired, used up or out of attempts)'),
  default: failure,
}

export const verifyClientPhone = createRoute(
  clientRoute({
    method: 'post',
    path: '/web/private/client/phone/verify',
    operationId: 'verifyClientPhone',
    summary: "Verify the client's own phone with the code of phone/sms-code; a wrong code is `invalid_token` on `code`",
    request: {
      body: {
        required: true,
        content: { 'application/json': { schema: z.object({ code: z.string().max(10) }).openapi('PhoneVerifyRequest') } },
      },
    },
    responses: { 200: success(z.object({ verified: z.literal(true) }), 'The phone is verified'), ...codeAnswers },
  }),
)

export const changePhone = createRoute(
  clientRoute({
    method: 'put',
    path: '/web/private/client/change/phone',
    operationId: 'changePhone',
    summary:
      'Change the mobile phone to a number that received a code from phone/sms-code; a wrong code is `invalid_token` on `code`',
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: z
              .object({
                mobilePhone: PhoneNumber,
                code: z.string().max(10),
                currentPassword: z
                  .string()
                  .max(64)
                  .openapi({ description: "The account's password: `incorrect_old_password` when wrong" }),
              })
              .openapi('ChangePhoneRequest'),
          },
        },
      },
    },
    responses: { 200: success(ClientProfile, 'The profile with the new, verified phone'), ...codeAnswers },
  }),
)

export const checkPromoCode = createRoute(
  clientRoute({
    method: 'post',
    path: '/web/private/client/discounts/promo-code',
    operationId: 'checkPromoCode',
    summary:
      "Check a promo code for this client's next loan (server/pricing/promo-codes.ts): `invalid_promo_code` when unknown, `not_applicable` when not for the client's type (first, repeated, additional)",
    request: {
      body: {
        required: true,
        content: { 'application/json': { schema: z.object({ promoCode: text(40) }).openapi('PromoCodeRequest') } },
      },
    },
    responses: {
      200: success(
        z
          .object({
            promoCode: z.string(),
            sequenceType: z.enum(['first', 'repeated', 'additional']),
            discount: z.object({ interest: z.number(), serviceFee: z.number() }),
          })
          .openapi('PromoCodeValid'),
        'The code applies: its discount in percent',
      ),
      400: invalidRequest,
      401: unauthorized,
      403: forbidden,
      429: refusal(
        'Too many unknown or inapplicable promo codes tried (30 an hour per client, 100 per address); Retry-After says when',
      ),
      default: failure,
    },
  }),
)

/**
 * When codes to a destination may be asked for again and when the latest one expires (the
 * per-destination limits of every code send, server/accounts/code-state.ts). Never the code.
 */
export const CodeTiming = z
  .object({
    sentAt: z.string().nullable().openapi({ description: 'When the latest code went out; null when none did' }),
    expiresAt: z.string().nullable().openapi({ description: 'When the latest code stops working, while it still can be used' }),
    retryAfterSeconds: z.number().int().nonnegative().openapi({ description: 'Seconds until another code may be sent; 0 now' }),
    nextCodeAt: z.string().openapi({ description: 'The instant another code may be sent' }),
    remainingToday: z
      .number()
      .int()
      .nonnegative()
      .openapi({ description: 'Codes the destination may still receive in the current 24 hours' }),
  })
  .openapi('CodeTiming')

export const sendClientSmsCodeTs = createRoute(
  clientRoute({
    method: 'post',
    path: '/web/private/client/phone/sms-code-ts',
    operationId: 'sendClientSmsCodeTs',
    summary:
      'phone/sms-code with its timing: the same body, rules and limits (429 `already_sent_in_last_minutes`, `request_count_by_day_exceed`), answering when the code was sent, when it expires and when the next one may be asked for',
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: z.object({ mobilePhone: PhoneNumber.optional() }).openapi('ClientSmsCodeTsRequest') },
        },
      },
    },
    responses: {
      200: success(CodeTiming.extend({ sent: z.literal(true) }).openapi('CodeSentWithTiming'), 'The code is in the outbox'),
      400: invalidRequest,
      401: unauthorized,
      403: forbidden,
      429: refusal('Code limits: `already_sent_in_last_minutes`, `request_count_by_day_exceed`, or too many from this address'),
      default: failure,
    },
  }),
)

export const verifyClientPhoneTs = createRoute(
  clientRoute({
    method: 'post',
    path: '/web/private/client/phone/verify-ts',
    operationId: 'verifyClientPhoneTs',
    summary:
      "phone/verify with timestamps: the instant the phone was verified and the own phone's code timing; a wrong code is `invalid_token` on `code`",
    request: {
      body: {
        required: true,
        content: { 'application/json': { schema: z.object({ code: z.string().max(10) }).openapi('PhoneVerifyTsRequest') } },
      },
    },
    responses: {
      200: success(
        CodeTiming.extend({ verified: z.literal(true), verifiedAt: z.string() }).openapi('PhoneVerifiedWithTiming'),
        'The phone is verified',
      ),
      ...codeAnswers,
    },
  }),
)

export const changeEmail = createRoute(
  clientRoute({
    method: 'put',
    path: '/web/private/client/change/email',
    operationId: 'changeEmail',
    summary:
      "Change the e-mail to an address that received a code from POST /web/public/client/email/send-code: `required`, `invalid_mail`, `not_unique` (the current address or another client's) on `email`; a wrong code is `invalid_token` on `code`",
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: z
              .object({
                email: z.string().max(254),
                code: z.string().max(10),
                currentPassword: z
                  .string()
                  .max(64)
                  .openapi({ description: "The account's password: `incorrect_old_password` when wrong" }),
              })
              .openapi('ChangeEmailRequest'),
          },
        },
      },
    },
    responses: { 200: success(ClientProfile, 'The profile with the new, verified e-mail'), ...codeAnswers },
  }),
)

export const completeBackOfficeClient = createRoute(
  clientRoute({
    method: 'put',
    path: '/web/private/client/complete-back-office-client',
    operationId: 'completeBackOfficeClient',
    summary:
      "A client the back office created (logged in with the agent's temporary password) completes the account once: an own password (4..24, not the temporary one: `same_as_old`; `not_repeated`) and the terms, privacy and credit-bureau consents (`required`). Earlier sessions end; the answer's Authorization header carries a fresh token",
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: z
              .object({
                password: text(64),
                repeatPassword: text(64),
                consents: z.object({
                  terms: z.boolean(),
                  privacy: z.boolean(),
                  creditBureau: z.boolean(),
                  marketing: z.boolean().optional(),
                }),
              })
              .openapi('CompleteBackOfficeClientRequest'),
          },
        },
      },
    },
    responses: {
      200: success(ClientProfile, 'The completed profile; a fresh token is in the Authorization header'),
      400: invalidRequest,
      401: unauthorized,
      403: forbidden,
      409: refusal('`account_already_complete`: not a back-office client, or already completed'),
      default: failure,
    },
  }),
)

/** The version of the direct-debit authorisation text the front end shows; a consent names it. */
export const DIRECT_DEBIT_TEXT_VERSION = 'domiciliacion-2025-06'

export const DirectDebitConsent = z
  .object({
    id: z.number().int(),
    lastFour: z.string().openapi({ description: 'The card the consent covers' }),
    textVersion: z.string(),
    ip: z.string().openapi({ description: 'The address the consent came from' }),
    consentedAt: z.string(),
  })
  .openapi('DirectDebitConsent')

export const recordDirectDebitConsent = createRoute(
  clientRoute({
    method: 'post',
    path: '/web/private/client/direct-debit/consent',
    operationId: 'recordDirectDebitConsent',
    summary: `Authorise charges to the registered card (domiciliación): \`accepted\` must be true (\`required\`), \`textVersion\` the current text (${DIRECT_DEBIT_TEXT_VERSION}, else \`invalid_choice\`). Card charges need it; the same card and text again answers the first consent`,
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: z.object({ accepted: z.boolean(), textVersion: text(40) }).openapi('DirectDebitConsentRequest'),
          },
        },
      },
    },
    responses: {
      200: success(DirectDebitConsent, 'The consent for the registered card'),
      400: invalidRequest,
      401: unauthorized,
      403: forbidden,
      409: refusal('`no_card`: no card registered (direct-debit/debit-credit-card first)'),
      default: failure,
    },
  }),
)
