import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { fromWireDate } from '../../../domain/dates'
import type { Loan } from '../../../domain/loan'
import { formatMoney } from '../../../domain/money'
import { extensionLadder, toCents, toPesos } from '../../../domain/pricing'
import { screenDate, TableRegion } from './LoanFacts'

/**
 * Before an extension is chosen: what the loan costs in all if paid at the due date, or after one,
 * two or three extensions of each length (docs/PRICING.md, "Extending: the ladder"). Every
 * extension is paid for and the amount owed stays, so putting it off keeps adding up.
 */
export function ExtensionLadder({ loan }: { loan: Loan }) {
  const { t } = useLingui()
  const dueDate = fromWireDate(loan.dueDate)
  if (!dueDate || loan.extensions.length === 0) return null
  // The ERP offers extensions only up to the due date (an overdue loan is paid, not extended), so
  // what an extension puts off is what the contract owes then.
  const ladder = extensionLadder(toCents(loan.outstanding), dueDate, loan.extensions)
  const now = formatMoney(toPesos(ladder.atDueDate.totalCents))
  const due = screenDate(ladder.atDueDate.dueDate)
  const rungs = ladder.lengths[0]?.rungs.map((rung) => rung.extensions) ?? []
  return (
    <div className="loan-ladder" data-testid="loan-ladder">
      <p data-testid="ladder-at-due">
        <Trans>
          Paid on your due date, {due}, without an extension: {now} in all.
        </Trans>
      </p>
      <TableRegion id="loan-ladder-title" title={t`What you pay in all if you extend`} stacked>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Extensions</Trans>
            </th>
            {ladder.lengths.map((length) => (
              <th scope="col" key={length.days}>
                <Plural value={length.days} one="# day each" other="# days each" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rungs.map((count, index) => (
            <tr key={count}>
              <th scope="row" data-label={t`Extensions`}>
                <Plural value={count} one="# extension" other="# extensions" />
              </th>
              {ladder.lengths.map((length) => {
                const days = length.days
                const rung = length.rungs[index]
                if (!rung) return <td key={length.days} />
                const total = formatMoney(toPesos(rung.totalCents))
                const until = screenDate(rung.dueDate)
                return (
                  <td key={length.days} data-label={t`${days} days each`} data-testid={`ladder-${length.days}-${count}`}>
                    <span className="loan-ladder__rung">
                      <strong>{total}</strong>{' '}
                      <span className="loan-ladder__date">
                        <Trans>due {until}</Trans>
                      </span>
                    </span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <p className="loan-ladder__note">
        <Trans>
          Each extension costs its fee and the amount you owe stays the same, so every extension adds to what you pay.
        </Trans>
      </p>
    </div>
  )
}
