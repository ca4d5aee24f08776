import { addDays } from 'date-fns'
import { toWireDate } from '../dates'
import { extensionsOf } from './extensions'
import { toCents } from './cents'
import type { PriceList } from './rates'

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

/**
 * The cost of putting the due date off (docs/PRICING.md, "Extending: the ladder"): paid at the
 * due date, it costs what is owed then; each extension of d days costs its own fee (formula 8,
 * the same for every extension of that length, since the principal stays owed) and moves the due
 * date by d days, and the amount owed at the end stays the same. So after k extensions of d days
 * the borrower pays k fees and then what was owed: the ladder shows how quickly that adds up.
 */
export function extensionLadder(
  principalCents: number,
  owedAtDueCents: number,
  dueDate: Date,
  prices: PriceList,
  rungs = 3,
): ExtensionLadder {
  const at = (extensions: number, days: number, feeCents: number): LadderRung => ({
    extensions,
    dueDate: toWireDate(addDays(dueDate, extensions * days)),
    totalCents: owedAtDueCents + extensions * feeCents,
  })
  return {
    atDueDate: at(0, 0, 0),
    lengths: extensionsOf(principalCents, dueDate, prices).map((extension) => ({
      days: extension.days,
      rungs: Array.from({ length: rungs }, (_, index) => at(index + 1, extension.days, toCents(extension.amount))),
    })),
  }
}
