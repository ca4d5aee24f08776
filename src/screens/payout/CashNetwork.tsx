import { Trans, useLingui } from '@lingui/react/macro'
import type { CashPayoutItem, CashProvider } from '../../domain/cash-payout'

/** Where a cash payout network pays: any of its branches. */
export function CashWhere({ provider }: { provider: CashProvider }) {
  const network = provider.network
  return <Trans>At any {network} branch in Mexico</Trans>
}

/** What the client brings to the branch, as a list. */
export function CashBring({ items, id }: { items: readonly CashPayoutItem[]; id?: string }) {
  const { t } = useLingui()
  const labels: Record<CashPayoutItem, string> = {
    official_id: t`An official ID with photo (INE or passport), in your name`,
    reference: t`Your payout reference (we give it to you when you sign)`,
  }
  return (
    <ul className="cash-bring" id={id}>
      {items.map((item) => (
        <li key={item}>{labels[item]}</li>
      ))}
    </ul>
  )
}
