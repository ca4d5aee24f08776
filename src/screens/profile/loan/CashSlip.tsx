import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../domain/dates'
import { groupedReference, type CashSlip as Slip } from '../../../domain/loan'
import { formatMoney } from '../../../domain/money'
import type { LoanEvent } from '../../../../machines/loan.machine'
import { CopyButton } from './CopyButton'
import { PaymentCheck } from './StepParts'
import type { LoanView } from './view'

/**
 * A cash payment reference (openPay/getBarcode): the amount, the reference in groups of four, its
 * Code 128 barcode (the ERP's SVG, scanned at the till) and until when it is good.
 */
export function CashSlip({ slip }: { slip: Slip }) {
  const { t } = useLingui()
  const reference = groupedReference(slip.reference)
  const amount = formatMoney(slip.amount)
  const expires = slip.expiresAt ? formatDate(new Date(slip.expiresAt)) : null
  return (
    <div className="loan-slip" data-testid="cash-slip">
      <dl className="loan-facts loan-facts--slip">
        <div>
          <dt>
            <Trans>Amount to pay</Trans>
          </dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>
            <Trans>Payment reference</Trans>
          </dt>
          <dd className="loan-slip__reference">{reference}</dd>
          <CopyButton value={slip.reference} what={t`the payment reference`} />
        </div>
        {expires && (
          <div>
            <dt>
              <Trans>Valid until</Trans>
            </dt>
            <dd>{expires}</dd>
          </div>
        )}
      </dl>
      <div
        className="loan-slip__barcode"
        role="img"
        aria-label={t`Barcode of the payment reference ${reference}`}
        // The ERP's own SVG (server/loans/barcode.ts), not user input.
        dangerouslySetInnerHTML={{ __html: slip.barcodeSvg }}
      />
    </div>
  )
}

/** How to pay a cash reference at a store. */
export function CashInstructions() {
  return (
    <ol className="loan-steps-list">
      <li>
        <Trans>Go to any OXXO, 7-Eleven, Walmart or Farmacias del Ahorro and say you want to pay a service with Paynet.</Trans>
      </li>
      <li>
        <Trans>Show the barcode on your phone or printed, or dictate the reference to the cashier.</Trans>
      </li>
      <li>
        <Trans>Pay the exact amount in cash and keep your receipt. The store may charge its own fee.</Trans>
      </li>
      <li>
        <Trans>Your payment shows in your loan within minutes.</Trans>
      </li>
    </ol>
  )
}

/** A cash reference waiting to be paid: the slip, how to pay it, and "I already paid". */
export function CashPayment({
  slip,
  view,
  printHref,
  send,
}: {
  slip: Slip
  view: LoanView
  printHref: string | null
  send: (event: LoanEvent) => void
}) {
  return (
    <>
      <CashSlip slip={slip} />
      <CashInstructions />
      <PaymentCheck view={view} printHref={printHref} send={send} />
    </>
  )
}
