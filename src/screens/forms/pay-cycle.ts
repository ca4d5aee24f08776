import { useLingui } from '@lingui/react/macro'
import type { PayCycle } from '../../domain/pay-dates'

/** The pay cycles in the user's words, for the calculator and the employment step alike. */
export function usePayCycleLabels(): Record<PayCycle, string> {
  const { t } = useLingui()
  return { weekly: t`Weekly`, biweekly: t`Every two weeks`, semi_monthly: t`Twice a month`, monthly: t`Monthly` }
}
