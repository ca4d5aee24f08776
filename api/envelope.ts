import { z } from '@hono/zod-openapi'

/**
 * The answer envelope. Every success wraps its payload in `data`; every failure
 * uses one error body, so the client reads any answer with one function (src/api/answer.ts).
 */

/** One broken rule on one field. propertyPath keeps the server's form notation (`children[x].data`). */
export const Violation = z
  .object({
    propertyPath: z.string(),
    status: z.string(),
    message: z.string().optional(),
  })
  .openapi('Violation')

export const ErrorBody = z
  .object({
    data: z.object({
      error: z.object({
        code: z.string().optional(),
        details: z.object({
          message: z.string().optional(),
          violations: z.array(Violation).optional(),
          /** A refusal of the journey (the call comes before the flow allows it): the flow step the client stands at. */
          step: z.string().optional(),
        }),
      }),
    }),
    message: z.string().optional(),
  })
  .openapi('ErrorBody')

export type Violation = z.infer<typeof Violation>
export type ErrorBody = z.infer<typeof ErrorBody>

/** A success body: the payload under `data`. */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload })
}

function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } }
}

/**
 * The Idempotency-Key header of a creating call: a retry with the key of its first
 * send answers the first result and creates nothing more.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({
      param: { name: 'idempotency-key', in: 'header' },
      description: 'Any unique string per intended operation; a retry with it answers the first result',
    }),
})

/**
 * The token of a solved captcha (Cloudflare Turnstile's widget, or the development stand-in's),
 * sent again with the same form after the ERP answered 428 `captcha_required`. Single-use.
 */
export const CaptchaToken = z
  .string()
  .max(4096)
  .optional()
  .openapi({ description: "A solved captcha's token; needed once the ERP answered 428 `captcha_required` (single-use)" })

/** A 2xx response whose body is `{ data: payload }`. */
export function success<T extends z.ZodType>(payload: T, description: string) {
  return json(envelope(payload), description)
}

/** A request that breaks the route's schema: 400 with one violation per broken field. */
export const invalidRequest = json(ErrorBody, 'The request breaks the contract; violations name the fields')

/** Any route may still fail (unknown path, server failure): the body is the error envelope. */
export const failure = json(ErrorBody, 'Any other failure, in the error envelope')

/** The most entries one page of a list may hold. */
export const MAX_PER_PAGE = 100

/**
 * The page of a list a caller may ask for (spec part 7 "Generic reading of answers"). Without
 * `perPage` the whole list is one page, so a caller that never pages reads what it always read.
 */
export const PageQueryFields = {
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .optional()
    .openapi({ param: { name: 'page', in: 'query' }, type: 'integer', description: 'The page, from 1; default 1' }),
  perPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PER_PAGE)
    .optional()
    .openapi({
      param: { name: 'perPage', in: 'query' },
      type: 'integer',
      description: `Entries per page, 1..${MAX_PER_PAGE}; default the whole list`,
    }),
}

export const PageQuery = z.object(PageQueryFields)

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' as const } })

/**
 * A 2xx list: `{ data: [...] }` with the pagination headers (server/pagination.ts sets them on
 * every list answer, whichever route answers it).
 */
export function listSuccess<T extends z.ZodType>(items: T, description: string) {
  return {
    ...success(z.array(items), description),
    headers: {
      'x-page': integerHeader('The page answered, from 1'),
      'x-per-page': integerHeader('Entries per page (the whole list when no perPage was asked)'),
      'x-total-count': integerHeader('Entries in the whole list'),
      'x-count': integerHeader('Entries in this answer'),
    },
  }
}

/** An instant as the ERP writes it. */
export const Instant = z.string().openapi({ description: 'ISO-8601 UTC instant', example: '2026-11-26T18:04:05.123Z' })
