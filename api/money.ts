import { z } from '@hono/zod-openapi'

/**
 * What an amount or a number of days is on the wire, for every request that carries one. These
 * say what a number must be before anything reads it: no fraction of a centavo, no sign, no zero,
 * no absurd size; the product's own ranges (the calculator limits, what is owed, the extensions on
 * offer) are the ERP's to check after. JSON has no NaN or Infinity, and a number too large for a
 * double (`1e400`) parses as Infinity, which zod refuses as not a number.
 */

/** The most any amount may be: a hundred times the largest loan the product offers (10 000). */
export const MAX_PESOS = 1_000_000

/** The longest a loan term or an extension may be. */
export const MAX_DAYS = 366

/** Whole pesos, 1 to MAX_PESOS: loan amounts and offers, which the product steps in whole pesos. */
export const WholePesos = z
  .number()
  .int()
  .min(1)
  .max(MAX_PESOS)
  .openapi({ description: `Whole pesos, 1 to ${MAX_PESOS}`, example: 3000 })

/** Pesos and centavos, 0.01 to MAX_PESOS, two decimals at most: payments. */
export const PesosAndCentavos = z
  .number()
  .min(0.01)
  .max(MAX_PESOS)
  .multipleOf(0.01)
  .openapi({ description: `Pesos, two decimals at most (centavos), 0.01 to ${MAX_PESOS}`, example: 1266.8 })

/** A whole number of days, 1 to MAX_DAYS. */
export const Days = z
  .number()
  .int()
  .min(1)
  .max(MAX_DAYS)
  .openapi({ description: `Whole days, 1 to ${MAX_DAYS}` })
