import { addDays } from 'date-fns'
import { toWireDate } from '../dates'
import { toCents } from './cents'

/** One rung: paid after `extensions` extensions of `days` days each. */
export interface LadderRung {
  extensions: number
  /** The due date then, yyyy-mm-dd. */
  dueDate: string
  /** What the borrower pays in all from now on: the extension fees and, at the end, what is owed. Centavos. */
  totalCents: number
}

/** The rungs of one extension length, from one extension to `rungs`. */
export interface LadderOfLength {
  days: number
  rungs: LadderRung[]
}

export interface ExtensionLadder {
  /** Paying at the current due date, with no extension. */
  atDueDate: LadderRung
  /** For each extension length on offer. */
  lengths: LadderOfLength[]
}

/** An extension on offer, as `extensionsOf` (./extensions.ts) prices it and the active loan lists it. */
export interface ExtensionPrice {
  days: number
  /** The fee with IVA, pesos. */
  amount: number
}

/**
 * The cost of putting the due date off (docs/PRICING.md, "Extending: the ladder"): paid at the
 * due date, it costs what is owed then; each extension of d days costs its own fee (formula 8,
 * the same for every extension of that length, since the principal stays owed) and moves the due
 * date by d days, and the amount owed at the end stays the same. The fees are those of the price
 * list (`extensionsOf(principal, dueDate, prices)`), which the active loan answers as `extensions`. So after k extensions of d days
 * the borrower pays k fees and then what was owed: the ladder shows how quickly that adds up.
 */
export function extensionLadder(
  owedAtDueCents: number,
  dueDate: Date,
  extensions: readonly ExtensionPrice[],
  rungs = 3,
): ExtensionLadder {
  const at = (extensions: number, days: number, feeCents: number): LadderRung => ({
    extensions,
    dueDate: toWireDate(addDays(dueDate, extensions * days)),
    totalCents: owedAtDueCents + extensions * feeCents,
  })
  return {
    atDueDate: at(0, 0, 0),
    lengths: extensions.map((extension) => ({
      days: extension.days,
      rungs: Array.from({ length: rungs }, (_, index) => at(index + 1, extension.days, toCents(extension.amount))),
    })),
  }
}
