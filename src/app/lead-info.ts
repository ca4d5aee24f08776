import { CALCULATOR } from '../../machines/ids'
import type { CalculatorActor } from './calculator'
import { rootActor } from './system'

/**
 * A change of lead info re-initialises the calculator's pay dates, and the calculator
 * keeps them in its cookie, from which the application is made. Only a calculator this visit
 * started hears it: one started later reads the client's saved pay date instead.
 */
export function shareLeadInfo(nextPayDate: Date | null): void {
  const calculator = rootActor.system.get(CALCULATOR) as CalculatorActor | undefined
  calculator?.send({ type: 'leadInfo.changed', nextPayDate })
}
