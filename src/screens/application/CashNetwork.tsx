import { Trans, useLingui } from '@lingui/react/macro'
import type { CashPayoutItem, CashProvider } from '../../domain/cash-payout'

/** Where a cash payout network pays: any of its branches. */
export function CashWhere({ provider }: { provider: CashProvider }) {
  const network = provider.network
  return <Trans>At any {network} branch in Mexico</Trans>
}

/** What the client brings to the branch, as a list; `issued`: the reference is on the page already (after signing). */
export function CashBring({ items, issued = false }: { items: readonly CashPayoutItem[]; issued?: boolean }) {
  const { t } = useLingui()
  const labels: Record<CashPayoutItem, string> = {
    official_id: t`An official ID with photo (INE or passport), in your name`,
    reference: issued ? t`This payout reference` : t`Your payout reference (we give it to you when you sign)`,
  }
  return (
    <ul className="cash-bring">
      {items.map((item) => (
        <li key={item}>{labels[item]}</li>
      ))}
    </ul>
  )
}
