import { Trans, useLingui } from '@lingui/react/macro'
import { groupedClabe, type SpeiInstructions } from '../../../domain/loan'
import { formatMoney } from '../../../domain/money'
import { CopyButton } from './CopyButton'

/** How to transfer by SPEI: the loan's CLABE, the reference, the concept and the amount, each copyable. */
export function Spei({ spei }: { spei: SpeiInstructions }) {
  const { t } = useLingui()
  const amount = formatMoney(spei.amount)
  const clabe = groupedClabe(spei.clabe)
  return (
    <>
      <dl className="loan-facts loan-facts--compact" data-testid="spei-instructions">
        <div>
          <dt>
            <Trans>CLABE</Trans>
          </dt>
          <dd className="loan-slip__reference">{clabe}</dd>
          <CopyButton value={spei.clabe} what={t`the CLABE`} />
        </div>
        <div>
          <dt>
            <Trans>Bank</Trans>
          </dt>
          <dd>{spei.bank}</dd>
        </div>
        <div>
          <dt>
            <Trans>Beneficiary</Trans>
          </dt>
          <dd>{spei.beneficiary}</dd>
        </div>
        <div>
          <dt>
            <Trans>Numeric reference</Trans>
          </dt>
          <dd className="loan-slip__reference">{spei.reference}</dd>
          <CopyButton value={spei.reference} what={t`the numeric reference`} />
        </div>
        <div>
          <dt>
            <Trans>Concept</Trans>
          </dt>
          <dd>{spei.concept}</dd>
          <CopyButton value={spei.concept} what={t`the concept`} />
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      <ol className="loan-steps-list">
        <li>
          <Trans>In your bank’s app or website, add the CLABE above as a new account (it is your loan’s own CLABE).</Trans>
        </li>
        <li>
          <Trans>Send {amount} by SPEI with the numeric reference and the concept shown.</Trans>
        </li>
        <li>
          <Trans>SPEI transfers arrive in minutes, any day of the year; your loan shows the payment when it arrives.</Trans>
        </li>
      </ol>
    </>
  )
}
