import { createRoute, z } from '@hono/zod-openapi'
import { CaptchaToken, ErrorBody, failure, invalidRequest, success } from '../envelope'

/** A documented refusal (401, 403, 429, ...): the error envelope with its own description. */
export function refusal(description: string) {
  return { description, content: { 'application/json': { schema: ErrorBody } } }
}

/**
 * 428: the call crossed a threshold and needs a solved captcha (`captcha_required`), or the
 * token sent did not pass (`captcha_invalid`); nothing else of the request was looked at.
 */
export const captchaNeeded = refusal(
  'A captcha is needed (`captcha_required`) or the token sent did not pass (`captcha_invalid`): solve it and send again with `captchaToken`',
)

/** Pay cycle values. */
export const SalaryCycle = z.enum(['weekly', 'biweekly', 'semi_monthly', 'monthly']).openapi('SalaryCycle')

export const Language = z.enum(['es', 'en']).openapi('Language')

const NullableText = z.string().nullable()

/** The client profile: what the front end knows about the logged-in client. */
export const ClientProfile = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    /** Stable and not reversible: the id integrations (tag manager) may see. */
    hashedUserId: z.string(),
    firstName: NullableText,
    email: z.string(),
    status: z
      .number()
      .int()
      .min(1)
      .max(5)
      .openapi({ description: '1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select' }),
    /** A test account (seed data, QA). */
    fake: z.boolean(),
    /** Whole pesos the client may borrow now. */
    availableLoanAmount: z.object({ amount: z.number().int().nonnegative() }),
    hasActiveLoan: z.boolean(),
    hasUncancelledApplications: z.boolean(),
    closedLoansCount: z.number().int().nonnegative(),
    lastLoanAmount: z.number().nonnegative().nullable().openapi({
      description: "Pesos lent in the client's latest loan; null before the first. A repeated client's calculator starts there",
    }),
    hasActualApplication: z.boolean(),
    hasActiveRefinancing: z.boolean(),
    salaryCycle: SalaryCycle.nullable(),
    payDate: z.object({
      /** The next pay date, yyyy-mm-dd. */
      referenceDate: NullableText,
      /** The two semi-monthly pay days, e.g. [15, 30]. */
      semiMonthlyPayDates: z.array(z.number().int().min(1).max(31)).nullable(),
      dateOfMonth: z.number().int().min(1).max(31).nullable(),
    }),
    payDays: z
      .object({ cycle: z.enum(['weekly', 'biweekly', 'semi_monthly', 'monthly']), value: z.string() })
      .nullable()
      .openapi({
        description:
          "The saved cycle and pay days in the calculator's payDates form (a biweekly date, '15,30', '31'); null when incomplete",
      }),
    info: z.object({
      mobilePhone: z.object({ number: z.string().openapi({ description: 'Ten digits' }) }),
      middleName: NullableText,
      lastNames: NullableText,
      birthDate: NullableText.openapi({ description: 'yyyy-mm-dd' }),
      curp: NullableText,
      language: Language,
    }),
  })
  .openapi('ClientProfile')

export type ClientProfile = z.infer<typeof ClientProfile>

const PhoneNumber = z.object({
  number: z.string().max(32).openapi({ description: 'Ten digits; spaces, dashes and +52 are ignored', example: '5512345678' }),
})

/**
 * A person's name in a request (src/domain/person-name.ts): the schema checks the length only;
 * the ERP answers the rule's failures as `invalid_characters` on the field.
 */
export const personName = (max: number) =>
  z.string().max(max).openapi({
    description:
      "A person's name: letters of the Latin, Greek or Cyrillic alphabet (any accent, typed composed or as combining marks; the saltillo ꞌ), apostrophes (' ’ ʼ) and hyphens inside words, words separated by spaces; stored in Unicode NFC with white space collapsed. Digits, symbols, emoji, control and invisible characters, and letters no PDF can print are `invalid_characters`",
  })

/**
 * Sign-up (the language plus the client data). The schema checks the shape only; the
 * rules (lengths, formats, age, uniqueness) answer 400 with violations whose `status` is a rule
 * code: required, min_length, max_length, invalid_characters (a name),
 * invalid_mail, invalid_phone, invalid_date, under_age, invalid_identifier, not_unique.
 */
export const SignUpRequest = z
  .object({
    language: Language.optional().openapi({ description: "Default 'es'" }),
    firstName: personName(50),
    middleName: personName(50).nullable().optional(),
    lastNames: personName(100),
    email: z.string().max(254),
    mobilePhone: PhoneNumber,
    password: z.string().max(64).openapi({ description: '4 to 24 characters' }),
    curp: z.string().max(32).openapi({
      description:
        "4 letters, 6 digits (the birth date yymmdd), 6 letters, 1 letter or digit (a digit for births up to 1999, a letter from 2000), 1 digit: RENAPO's check digit. A wrong pattern, check digit or birth date is `invalid_identifier`, each with its own message",
    }),
    birthDate: z.string().max(10).openapi({ description: 'yyyy-mm-dd; at least 18 years ago', example: '1990-01-15' }),
    consents: z.object({
      terms: z.boolean().openapi({ description: 'Must be true' }),
      privacy: z.boolean().openapi({ description: 'Must be true' }),
      creditBureau: z.boolean().openapi({ description: 'Authorisation to query the credit bureau; must be true' }),
      marketing: z.boolean().optional(),
    }),
    captchaToken: CaptchaToken,
  })
  .openapi('SignUpRequest')

export type SignUpRequest = z.infer<typeof SignUpRequest>

export const signUpClient = createRoute({
  method: 'post',
  path: '/web/public/client',
  operationId: 'signUpClient',
  tags: ['public'],
  summary: 'Register a client; the front end then logs in with e-mail and password',
  request: { body: { required: true, content: { 'application/json': { schema: SignUpRequest } } } },
  responses: {
    201: success(ClientProfile, 'The client was created; a phone verification code went to the outbox'),
    400: invalidRequest,
    428: captchaNeeded,
    429: refusal('A flood of sign-ups from this address; Retry-After says when to try again'),
    default: failure,
  },
})

export const getClient = createRoute({
  method: 'get',
  path: '/web/private/client/client',
  operationId: 'getClient',
  tags: ['client'],
  summary: "The token's own client",
  responses: {
    200: success(ClientProfile, 'The client profile'),
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked (`User is blocked.`)'),
    default: failure,
  },
})

export const CodeSent = z
  .object({
    sent: z.literal(true),
    /** When the next code to the same destination may be asked for. */
    retryAfterSeconds: z.number().int().nonnegative(),
  })
  .openapi('CodeSent')

const codeLimits = refusal(
  'A code went to this destination within the last minute, or three within the hour (`already_sent_in_last_minutes`), the ' +
    'daily count of ten is used up (`request_count_by_day_exceed`), or this address or signed-in client asked for too many ' +
    'codes (`too_many_requests`); Retry-After says when',
)

export const sendSmsCode = createRoute({
  method: 'post',
  path: '/web/public/client/phone/sms-code',
  operationId: 'sendSmsCode',
  tags: ['public'],
  summary: 'Send a 3-digit code to a mobile phone',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ mobilePhone: PhoneNumber, captchaToken: CaptchaToken }).openapi('SmsCodeRequest'),
        },
      },
    },
  },
  responses: {
    200: success(CodeSent, 'The code is in the outbox'),
    400: invalidRequest,
    428: captchaNeeded,
    429: codeLimits,
    default: failure,
  },
})

export const sendEmailCode = createRoute({
  method: 'post',
  path: '/web/public/client/email/send-code',
  operationId: 'sendEmailCode',
  tags: ['public'],
  summary: 'Send a 3-digit code to an e-mail address',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ email: z.string().max(254), captchaToken: CaptchaToken }).openapi('EmailCodeRequest'),
        },
      },
    },
  },
  responses: {
    200: success(CodeSent, 'The code is in the outbox'),
    400: invalidRequest,
    428: captchaNeeded,
    429: codeLimits,
    default: failure,
  },
})

export const RecoverPasswordRequest = z
  .object({
    login: z.string().max(254).openapi({ description: 'The e-mail or the ten-digit phone of the account' }),
    captchaToken: CaptchaToken,
  })
  .openapi('RecoverPasswordRequest')

export const recoverPassword = createRoute({
  method: 'post',
  path: '/web/public/client/recover/password',
  operationId: 'recoverPassword',
  tags: ['public'],
  summary: 'Send a password-reset link, if such an account exists',
  description:
    'Answers the same whether or not the account exists, so it reveals no account. Past 3 requests an hour for one login, or 300 ' +
    'from one address, the request needs a captcha (428), counted alike for known and unknown logins; a request that passes it ' +
    'is always served. A link goes out within the per-destination code limits and works for 24 hours.',
  request: { body: { required: true, content: { 'application/json': { schema: RecoverPasswordRequest } } } },
  responses: {
    200: success(
      z.object({ accepted: z.literal(true) }).openapi('RecoveryAccepted'),
      'Accepted; a link went to the outbox if the account exists',
    ),
    400: invalidRequest,
    428: captchaNeeded,
    429: refusal('A flood of recovery requests from this address; Retry-After says when to try again'),
    default: failure,
  },
})

export const ResetPasswordRequest = z
  .object({
    token: z.string().max(128).openapi({ description: 'The token of the recovery link' }),
    password: z.string().max(64).openapi({ description: '4 to 24 characters' }),
  })
  .openapi('ResetPasswordRequest')

export const resetPassword = createRoute({
  method: 'post',
  path: '/web/public/client/recover/password/reset',
  operationId: 'resetPassword',
  tags: ['public'],
  summary: 'Set a new password with the token of a recovery link',
  description: 'The link works once, for one hour. Tokens issued before the reset stop working.',
  request: { body: { required: true, content: { 'application/json': { schema: ResetPasswordRequest } } } },
  responses: {
    200: success(z.object({ reset: z.literal(true) }).openapi('PasswordReset'), 'The password was changed'),
    400: invalidRequest,
    default: failure,
  },
})
