import { CALCULATOR } from '../../machines/ids'
import { defaultPayDate, type SavedPayDay } from '../domain/pay-dates'
import type { CalculatorActor } from './calculator'
import { readCalculatorCookie, writeCalculatorCookie } from './cookies'
import { rootActor } from './system'

/**
 * A change of lead info re-initialises the calculator's pay dates, and the calculator
 * keeps them in its cookie, from which the application is made. The pay days declared with it
 * (the employment step) replace the calculator's choice, cycle included: the application falls
 * due on the borrower's own pay days. Without a calculator started this visit, its cookie takes
 * them directly; a calculator started later reads the client's saved pay days instead.
 */
export function shareLeadInfo(nextPayDate: Date | null, payDay: SavedPayDay | null, today: Date): void {
  const calculator = rootActor.system.get(CALCULATOR) as CalculatorActor | undefined
  if (calculator) return calculator.send({ type: 'leadInfo.changed', nextPayDate, payDay })
  const cookie = readCalculatorCookie()
  const payDates = payDay ? defaultPayDate(payDay.cycle, today, { saved: payDay }) : undefined
  if (!cookie || !payDay || !payDates) return
  if (cookie.payCycle === payDay.cycle && cookie.payDates === payDates) return
  // The term belonged to the offer of the earlier pay date.
  const { term: _stale, ...kept } = cookie
  writeCalculatorCookie({ ...kept, payCycle: payDay.cycle, payDates })
}
