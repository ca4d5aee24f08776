import { createRoute, z } from '@hono/zod-openapi'
import { CaptchaToken, failure, invalidRequest, success } from '../envelope'
import { captchaNeeded, ClientProfile, refusal } from './clients'

/**
 * Login, refresh and logout. Tokens are HS256 JWTs carrying sub,
 * account_type ('client' | 'user'), mfa, jti, exp (15 minutes), firstName and email. Every answer
 * that issues a token also carries it as `Authorization: Bearer <token>`: the front end replaces
 * its stored token with any Authorization header it receives.
 */

const TokenHeader = z.object({
  Authorization: z.string().openapi({ description: 'Bearer <the same token as in the body>' }),
})

function withToken<T extends z.ZodType>(payload: T, description: string) {
  return { ...success(payload, description), headers: TokenHeader }
}

export const LoginRequest = z
  .object({
    login: z.string().max(254).openapi({ description: 'E-mail or ten-digit mobile phone', example: 'ana@example.mx' }),
    password: z.string().max(64),
    captchaToken: CaptchaToken,
  })
  .openapi('LoginRequest')

export const ClientLogin = z.object({ token: z.string(), user: ClientProfile }).openapi('ClientLogin')

/** A back-office user (admin). */
export const AdminUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    mfaEnabled: z.boolean(),
  })
  .openapi('AdminUser')

/** Where an mfa code went: by SMS to the admin's phone, or by e-mail when the admin has none. */
export const MfaChannel = z.enum(['sms', 'email']).openapi('MfaChannel')

/** The destination with most of it hidden: `******0009`, `m***@lanaclara.mx`. Never the code. */
const MaskedDestination = z
  .string()
  .openapi({ description: 'The phone or e-mail the code went to, masked', example: '******0009' })

/**
 * With mfa true the token only buys the second step (loginUserMfa, resendUserMfaCode); every
 * private route refuses it. mfaChannel and mfaDestination say where the code went, only then.
 */
export const UserLogin = z
  .object({
    token: z.string(),
    mfa: z.boolean(),
    user: AdminUser,
    mfaChannel: MfaChannel.optional(),
    mfaDestination: MaskedDestination.optional(),
  })
  .openapi('UserLogin')

/** A new mfa code is on its way. */
export const MfaCodeSent = z
  .object({
    sent: z.literal(true),
    mfaChannel: MfaChannel,
    mfaDestination: MaskedDestination,
    /** When the next code may be asked for. */
    retryAfterSeconds: z.number().int().nonnegative(),
  })
  .openapi('MfaCodeSent')

export const TokenRefresh = z.object({ token: z.string() }).openapi('TokenRefresh')

export const LoggedOut = z.object({ loggedOut: z.literal(true) }).openapi('LoggedOut')

const tooManyAttempts = refusal(
  'A flood of failed logins from this address (`too_many_requests`); Retry-After says when to try again',
)

/**
 * 428 after 5 failed logins of the account in 15 minutes, or 300 from the address in an hour:
 * the login needs a captcha, checked before the password (a wrong password with a valid captcha
 * is still 401 `invalid_credentials`).
 */
const loginCaptcha = captchaNeeded

export const loginClient = createRoute({
  method: 'post',
  path: '/web/public/client/login',
  operationId: 'loginClient',
  tags: ['public', 'auth'],
  summary: 'Client login with e-mail or phone and password',
  request: { body: { required: true, content: { 'application/json': { schema: LoginRequest } } } },
  responses: {
    200: withToken(ClientLogin, 'Logged in: the token and the client profile'),
    400: invalidRequest,
    401: refusal('Wrong e-mail, phone or password'),
    403: refusal('The client is blocked (`User is blocked.`)'),
    428: loginCaptcha,
    429: tooManyAttempts,
    default: failure,
  },
})

export const loginUser = createRoute({
  method: 'post',
  path: '/web/public/user/login',
  operationId: 'loginUser',
  tags: ['public', 'auth'],
  summary: 'Back-office login; with mfa enabled it answers an mfa token and sends a code (SMS to the phone, else e-mail)',
  request: { body: { required: true, content: { 'application/json': { schema: LoginRequest } } } },
  responses: {
    200: withToken(UserLogin, 'Logged in, or (mfa: true) waiting for the code'),
    400: invalidRequest,
    401: refusal('Wrong e-mail or password'),
    428: loginCaptcha,
    429: tooManyAttempts,
    default: failure,
  },
})

export const loginUserMfa = createRoute({
  method: 'post',
  path: '/web/public/user/login/mfa',
  operationId: 'loginUserMfa',
  tags: ['public', 'auth'],
  summary: 'Exchange the mfa token (Authorization: Bearer) and the code sent at login for a full token',
  description:
    'A refused code is a 400 with one violation on `code`, never a 401, so the mfa step goes on: `code_wrong` (the ' +
    'message tells the tries left), `code_expired` (ask for a new one), `code_attempts_exceeded` (the code is dead, ' +
    'even the right one no longer passes: log in again). 401 is only for a missing, invalid, expired or non-mfa token.',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ code: z.string().max(16) }).openapi('MfaCodeRequest') } },
    },
  },
  responses: {
    200: withToken(UserLogin, 'Logged in'),
    400: refusal(
      'A missing code, or a refused one: violation `code_wrong`, `code_expired` or `code_attempts_exceeded` on `code`',
    ),
    401: refusal('No valid mfa token of a back-office login'),
    default: failure,
  },
})

export const resendUserMfaCode = createRoute({
  method: 'post',
  path: '/web/public/user/login/mfa/resend',
  operationId: 'resendUserMfaCode',
  tags: ['public', 'auth'],
  summary: 'Send a new mfa code to the same destination (mfa token as Authorization: Bearer)',
  description:
    'The new code replaces the previous one. Limited like every code send: one a minute, three an hour, ten a day per destination.',
  responses: {
    200: success(MfaCodeSent, 'A new code is in the outbox'),
    401: refusal('No valid mfa token of a back-office login'),
    429: refusal(
      'A code went out within the last minute (`already_sent_in_last_minutes`), the daily count is used up ' +
        '(`request_count_by_day_exceed`), or this address asked for too many codes; Retry-After says when to try again',
    ),
    default: failure,
  },
})

const refused = {
  401: refusal('No token, or an expired, forged, revoked or mfa token'),
  403: refusal('A token of the other account type, or a blocked client'),
}

export const refreshClientToken = createRoute({
  method: 'get',
  path: '/web/private/client/token/refresh',
  operationId: 'refreshClientToken',
  tags: ['client', 'auth'],
  summary: 'A fresh token for the same session',
  responses: { 200: withToken(TokenRefresh, 'A new token'), ...refused, default: failure },
})

export const logoutClient = createRoute({
  method: 'post',
  path: '/web/private/client/logout',
  operationId: 'logoutClient',
  tags: ['client', 'auth'],
  summary: 'Revoke the token and its session',
  responses: { 200: success(LoggedOut, 'Logged out'), ...refused, default: failure },
})

export const refreshUserToken = createRoute({
  method: 'get',
  path: '/web/private/back-office/token/refresh',
  operationId: 'refreshUserToken',
  tags: ['back-office', 'auth'],
  summary: 'A fresh back-office token for the same session',
  responses: { 200: withToken(TokenRefresh, 'A new token'), ...refused, default: failure },
})

export const logoutUser = createRoute({
  method: 'post',
  path: '/web/private/user/logout',
  operationId: 'logoutUser',
  tags: ['back-office', 'auth'],
  summary: 'Revoke the back-office token and its session',
  responses: { 200: success(LoggedOut, 'Logged out'), ...refused, default: failure },
})

export const getBackOfficeUser = createRoute({
  method: 'get',
  path: '/web/private/back-office/user/{id}',
  operationId: 'getBackOfficeUser',
  tags: ['back-office'],
  summary: 'A back-office user',
  request: {
    params: z.object({
      id: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'id', in: 'path' }, type: 'integer' }),
    }),
  },
  responses: {
    200: success(AdminUser, 'The user'),
    400: invalidRequest,
    ...refused,
    404: refusal('No such user'),
    default: failure,
  },
})
