import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success } from '../envelope'
import { ClientProfile, refusal } from './clients'

/**
 * Login, refresh and logout (spec parts 4 and 7). Tokens are HS256 JWTs carrying sub,
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

/** With mfa true the token only buys the second step (loginUserMfa); every private route refuses it. */
export const UserLogin = z.object({ token: z.string(), mfa: z.boolean(), user: AdminUser }).openapi('UserLogin')

export const TokenRefresh = z.object({ token: z.string() }).openapi('TokenRefresh')

export const LoggedOut = z.object({ loggedOut: z.literal(true) }).openapi('LoggedOut')

const tooManyAttempts = refusal('Too many failed logins for this identifier or address; Retry-After says when to try again')

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
    429: tooManyAttempts,
    default: failure,
  },
})

export const loginUser = createRoute({
  method: 'post',
  path: '/web/public/user/login',
  operationId: 'loginUser',
  tags: ['public', 'auth'],
  summary: 'Back-office login; with mfa enabled it answers an mfa token and e-mails a code',
  request: { body: { required: true, content: { 'application/json': { schema: LoginRequest } } } },
  responses: {
    200: withToken(UserLogin, 'Logged in, or (mfa: true) waiting for the code'),
    400: invalidRequest,
    401: refusal('Wrong e-mail or password'),
    429: tooManyAttempts,
    default: failure,
  },
})

export const loginUserMfa = createRoute({
  method: 'post',
  path: '/web/public/user/login/mfa',
  operationId: 'loginUserMfa',
  tags: ['public', 'auth'],
  summary: 'Exchange the mfa token (Authorization: Bearer) and the e-mailed code for a full token',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ code: z.string().max(16) }).openapi('MfaCodeRequest') } },
    },
  },
  responses: {
    200: withToken(UserLogin, 'Logged in'),
    400: invalidRequest,
    401: refusal('No valid mfa token, or the code is wrong, expired or used up'),
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
    params: z.object({ id: z.coerce.number().int().positive().openapi({ param: { name: 'id', in: 'path' }, type: 'integer' }) }),
  },
  responses: {
    200: success(AdminUser, 'The user'),
    400: invalidRequest,
    ...refused,
    404: refusal('No such user'),
    default: failure,
  },
})
