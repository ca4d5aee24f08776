import { createRoute, z } from '@hono/zod-openapi'
import { failure, IdempotencyHeaders, invalidRequest, success, listSuccess, PageQuery } from '../envelope'
import { personName, refusal } from './clients'

/** Every answer that checked an invitee's phone or e-mail tells whether they are a client: it spends a lookup. */
const tooManyLookups = refusal('Too many referrals checked (30 an hour per client, 100 per address); Retry-After says when')
/**
 * Referrals (private client routes). A client refers a
 * friend by name and phone or e-mail. Refused with violations: no contact (`required` on
 * phone), a malformed one (`invalid_phone`, `invalid_mail`), the client's own (`own_contact`),
 * an existing client's (`already_client`), one already referred by this client (`not_unique`).
 * Status: 'pending'; once someone signs up with that phone or e-mail (read on every GET),
 * 'registered' when the referral counts: the friend is another person (no identity shared with
 * the referrer: mailbox, phone, CURP, RFC, name and birth date, identity document) whose phone was
 * verified; else 'not_counted' with its `reason`. 'rewarded' is set by the back office (no route
 * yet). Only a pending referral may be edited.
 */
export const ReferralStatus = z.enum(['pending', 'registered', 'not_counted', 'rewarded']).openapi('ReferralStatus')

/** Why a referral whose friend signed up does not count. */
export const ReferralNotCountedReason = z.enum(['same_person', 'phone_not_verified']).openapi({
  description:
    "'same_person': the account shares an identity with the referrer's (never counts); 'phone_not_verified': until the friend verifies the phone",
})

export const Referral = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Ten digits. */
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** The code the friend may quote. */
    code: z.string(),
    status: ReferralStatus,
    /** Set when status is 'not_counted', else null. */
    reason: ReferralNotCountedReason.nullable(),
    createdAt: z.string(),
  })
  .openapi('Referral')

export const ReferralRequest = z
  .object({
    name: personName(100),
    phone: z.string().max(32).nullable().optional(),
    email: z.string().max(254).nullable().optional(),
  })
  .openapi('ReferralRequest')

export const ReferralUpdate = ReferralRequest.partial().openapi('ReferralUpdate')

export const listReferrals = createRoute({
  method: 'get',
  path: '/web/private/client/referrals',
  operationId: 'listReferrals',
  tags: ['client'],
  summary: "The client's own referrals, oldest first",
  request: { query: PageQuery },
  responses: {
    200: listSuccess(Referral, 'The referrals'),
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    default: failure,
  },
})

export const createReferral = createRoute({
  method: 'post',
  path: '/web/private/client/referrals',
  operationId: 'createReferral',
  tags: ['client'],
  summary: 'Refer a friend by name and phone or e-mail; a retry with the same Idempotency-Key answers the first referral',
  request: {
    headers: IdempotencyHeaders,
    body: { required: true, content: { 'application/json': { schema: ReferralRequest } } },
  },
  responses: {
    201: success(Referral, 'The referral'),
    400: invalidRequest,
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    429: tooManyLookups,
    default: failure,
  },
})

export const updateReferral = createRoute({
  method: 'patch',
  path: '/web/private/client/referrals/{id}',
  operationId: 'updateReferral',
  tags: ['client'],
  summary: "Correct a pending referral's name or contact",
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) }),
    body: { required: true, content: { 'application/json': { schema: ReferralUpdate } } },
  },
  responses: {
    200: success(Referral, 'The referral'),
    400: invalidRequest,
    401: refusal('No valid client token'),
    403: refusal('Not a client token, or the client is blocked'),
    404: refusal('No such referral of this client'),
    409: refusal('The referral is no longer pending'),
    429: tooManyLookups,
    default: failure,
  },
})
