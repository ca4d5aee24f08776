import { Trans } from '@lingui/react/macro'
import type { Locale } from '../../../domain/routes'
import { BRAND, CONDUSEF, CONTACTS } from '../../../domain/facts'
import { Link } from '../../../ui'
import { pageHref } from '../paths'

const IVA_RATE = 0.16

// Illustrative figures only: real prices come from the offer calculated for each application.
const EXAMPLE = { principal: 1000, days: 15, interest: 150, serviceFee: 50, extensionFee: 200 } as const

const exampleIva = Math.round((EXAMPLE.interest + EXAMPLE.serviceFee) * IVA_RATE)
const exampleTotal = EXAMPLE.principal + EXAMPLE.interest + EXAMPLE.serviceFee + exampleIva
const extensionIva = Math.round(EXAMPLE.extensionFee * IVA_RATE)

/** Amounts in MXN with the $ symbol and no thousands grouping, as the product shows money. */
function mxn(amount: number): string {
  return `$${amount}`
}

/** Carátula: the main conditions of the loan, with a clearly illustrative cost example per $1000. */
export function ContractSummary({ locale }: { locale: Locale }) {
  const brand = BRAND
  const principal = mxn(EXAMPLE.principal)
  const days = EXAMPLE.days
  const uneEmail = CONTACTS.une.email
  const condusefPhone = CONDUSEF.phone
  return (
    <>
      <h2>
        <Trans>Contract summary</Trans>
      </h2>
      <p>
        <Trans>
          This summary shows the main conditions of the {brand} loan. Before you sign, you see your own summary with the exact
          amounts, due date and CAT of your offer.
        </Trans>
      </p>
      <p className="page__callout">
        <Trans>
          <strong>Example:</strong> the figures in the tables below only illustrate how the cost is made up. They are not an offer
          and do not replace the summary of your contract.
        </Trans>
      </p>

      <h3>
        <Trans>The product</Trans>
      </h3>
      <dl className="facts">
        <dt>
          <Trans>Product</Trans>
        </dt>
        <dd>
          <Trans>Short-term personal loan, repaid in a single payment</Trans>
        </dd>
        <dt>
          <Trans>Type of credit</Trans>
        </dt>
        <dd>
          <Trans>Simple credit, unsecured and without a guarantor</Trans>
        </dd>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          <Trans>From $1000 to $10000</Trans>
        </dd>
        <dt>
          <Trans>Term</Trans>
        </dt>
        <dd>
          <Trans>From 7 to 30 days, ending on the pay date you choose</Trans>
        </dd>
        <dt>
          <Trans>Currency</Trans>
        </dt>
        <dd>
          <Trans>Mexican pesos (MXN)</Trans>
        </dd>
        <dt>
          <Trans>Disbursement</Trans>
        </dt>
        <dd>
          <Trans>SPEI transfer to your CLABE or to your debit card</Trans>
        </dd>
        <dt>
          <Trans>Ways to pay</Trans>
        </dt>
        <dd>
          <Trans>SPEI transfer, cash at affiliated stores, or debit card</Trans>
        </dd>
      </dl>

      <h3>
        <Trans>CAT (Costo Anual Total)</Trans>
      </h3>
      <p>
        <Trans>
          The CAT expresses the total cost of the loan as an annual percentage: it includes interest and fees and excludes IVA. It
          is for information and comparison purposes only.
        </Trans>
      </p>
      <p>
        <Trans>
          Because our loans last days and not years, their CAT is a high percentage even when the amount you pay in pesos is
          moderate. Compare it with loans of the same amount and term, and look at the total to pay in pesos.
        </Trans>
      </p>
      <p>
        <Trans>
          The CAT of your loan is calculated for your amount and term, and shown in your offer and in your contract summary before
          you sign.
        </Trans>
      </p>

      <h3>
        <Trans>Cost per $1000 (example)</Trans>
      </h3>
      <div className="table-wrap">
        <table>
          <caption>
            <Trans>
              Example: a loan of {principal} for {days} days, repaid in a single payment. Illustrative figures, not an offer.
            </Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Concept</Trans>
              </th>
              <th scope="col" className="amount">
                <Trans>Amount (example)</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <Trans>Amount you receive</Trans>
              </th>
              <td className="amount">{mxn(EXAMPLE.principal)}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>Ordinary interest for {days} days</Trans>
              </th>
              <td className="amount">{mxn(EXAMPLE.interest)}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>Service fee</Trans>
              </th>
              <td className="amount">{mxn(EXAMPLE.serviceFee)}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>IVA 16% on interest and fee</Trans>
              </th>
              <td className="amount">{mxn(exampleIva)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <Trans>Total to pay on the due date</Trans>
              </th>
              <td className="amount">{mxn(exampleTotal)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p>
        <Trans>
          Your interest, fees and total depend on the amount, the term and your offer. You see them in pesos before you sign.
        </Trans>
      </p>

      <h3>
        <Trans>Extension and late payment (example)</Trans>
      </h3>
      <div className="table-wrap">
        <table>
          <caption>
            <Trans>Example: extending a loan of {principal}. Illustrative figures, not an offer.</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Concept</Trans>
              </th>
              <th scope="col" className="amount">
                <Trans>Amount (example)</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <Trans>Extension fee</Trans>
              </th>
              <td className="amount">{mxn(EXAMPLE.extensionFee)}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>IVA 16%</Trans>
              </th>
              <td className="amount">{mxn(extensionIva)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <Trans>Total to pay to extend</Trans>
              </th>
              <td className="amount">{mxn(EXAMPLE.extensionFee + extensionIva)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p>
        <Trans>
          Paying the extension does not reduce your principal: on the new due date you pay the principal plus the interest and
          fees of the new period.
        </Trans>
      </p>
      <p>
        <Trans>
          Late payment: default interest accrues only on the overdue principal, at the daily rate stated in your contract, plus
          IVA.
        </Trans>
      </p>

      <h3>
        <Trans>Other important information</Trans>
      </h3>
      <ul>
        <li>
          <Trans>Applying, paying early and cancelling direct debit cost nothing.</Trans>
        </li>
        <li>
          <Trans>A store may charge its own fee for receiving a cash payment; it tells you before you pay.</Trans>
        </li>
        <li>
          <Trans>We report your payments, and any delay, to credit information companies.</Trans>
        </li>
        <li>
          <Trans>
            Complaints: our UNE at {uneEmail}, or CONDUSEF at {condusefPhone}. All the details are on the{' '}
            <Link href={pageHref(locale, 'contacts')} variant="inline">
              contact page
            </Link>
            .
          </Trans>
        </li>
      </ul>
    </>
  )
}
