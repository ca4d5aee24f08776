import { Trans } from '@lingui/react/macro'
import type { Locale } from '../../../domain/routes'
import { BRAND, CONDUSEF, CONTACTS, LEGAL_NAME, RECA_NUMBER } from '../../../domain/facts'
import { DAYS_PER_YEAR } from '../../../domain/pricing'
import { Link } from '../../../ui'
import { costExample, latePaymentTerms, loanLimits, ordinaryAnnualRates } from '../../legal/cost-example'
import { pageHref } from '../paths'
import { CatLegend } from '../../legal/CatLegend'

/**
 * The contract summary: the main conditions of the loan, with a worked example of its cost that
 * the pricing code computes from the price lists (../../legal/cost-example.ts).
 */
export function ContractSummary({ locale }: { locale: Locale }) {
  const brand = BRAND
  const legalName = LEGAL_NAME
  const reca = RECA_NUMBER
  const yearDays = DAYS_PER_YEAR
  const uneEmail = CONTACTS.une.email
  const condusefPhone = CONDUSEF.phone
  const { firstMin, firstMax, repeatedMax, additionalMin, minDays, maxDays } = loanLimits()
  const rates = ordinaryAnnualRates()
  const late = latePaymentTerms()
  const lateRate = late.annualRate
  const lateDaily = late.dailyRate
  const lateFee = late.fee
  const example = costExample()
  const { principal, days, dailyRate, vatRate, cat, total } = example
  const earlyDay = example.early.day
  const earlyAmount = example.early.amount
  const latePerDay = example.late.totalPerDay
  const lateInterest = example.late.interestPerDay
  const lateVat = example.late.vatPerDay
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
          <Trans>Lender</Trans>
        </dt>
        <dd>{legalName}</dd>
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
          <Trans>
            First loan from {firstMin} to {firstMax}; later loans up to {repeatedMax}; an additional loan beside an active one
            from {additionalMin}
          </Trans>
        </dd>
        <dt>
          <Trans>Term</Trans>
        </dt>
        <dd>
          <Trans>
            From {minDays} to {maxDays} days: the loan is due on your first pay date at least {minDays} days after you sign
          </Trans>
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
        <dt>
          <Trans>Contract registration (RECA)</Trans>
        </dt>
        <dd>{reca}</dd>
      </dl>

      <h3>
        <Trans>Interest rates</Trans>
      </h3>
      <p>
        <Trans>Fixed annual rates, before IVA, on a commercial year of {yearDays} days:</Trans>
      </p>
      <dl className="facts" data-testid="summary-rates">
        <dt>
          <Trans>Ordinary rate, first loan</Trans>
        </dt>
        <dd>{rates.first}</dd>
        <dt>
          <Trans>Ordinary rate, later loans</Trans>
        </dt>
        <dd>{rates.repeated}</dd>
        <dt>
          <Trans>Ordinary rate, additional loan</Trans>
        </dt>
        <dd>{rates.additional}</dd>
        <dt>
          <Trans>Moratorium rate (late payment)</Trans>
        </dt>
        <dd>{lateRate}</dd>
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
      <CatLegend />

      <h3>
        <Trans>What a loan costs (example)</Trans>
      </h3>
      <div className="table-wrap">
        <table data-testid="summary-cost-example">
          <caption>
            <Trans>
              Example: a first loan of {principal} for {days} days, repaid in a single payment. Illustrative figures, not an
              offer.
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
              <td className="amount">{principal}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>
                  Ordinary interest for {days} days ({dailyRate} a day)
                </Trans>
              </th>
              <td className="amount">{example.interest}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>Service fee</Trans>
              </th>
              <td className="amount">{example.serviceFee}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>Opening fee</Trans>
              </th>
              <td className="amount">{example.processingFee}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>IVA {vatRate} on interest and fees</Trans>
              </th>
              <td className="amount">{example.vat}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <Trans>Total to pay on the due date</Trans>
              </th>
              <td className="amount">{total}</td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>CAT of the example, without IVA</Trans>
              </th>
              <td className="amount">{cat}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p>
        <Trans>
          Your interest, fees and total depend on the amount, the term and your offer. You see them in pesos before you sign.
        </Trans>
      </p>
      <p data-testid="summary-early-example">
        <Trans>
          Paying early costs no penalty: you pay the interest of the days you had the money, and the fees in full. Settled on day{' '}
          {earlyDay}, the example costs {earlyAmount} instead of {total}.
        </Trans>
      </p>

      <h3>
        <Trans>Extensions (example)</Trans>
      </h3>
      <div className="table-wrap">
        <table data-testid="summary-extension-example">
          <caption>
            <Trans>Example: extending the loan of {principal}. Illustrative figures, not an offer.</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Extension</Trans>
              </th>
              <th scope="col" className="amount">
                <Trans>Fee before IVA</Trans>
              </th>
              <th scope="col" className="amount">
                <Trans>Total to pay to extend</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {example.extensions.map((extension) => {
              const extensionDays = extension.days
              return (
                <tr key={extensionDays}>
                  <th scope="row">
                    <Trans>{extensionDays} more days</Trans>
                  </th>
                  <td className="amount">{extension.withoutVat}</td>
                  <td className="amount">{extension.total}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p>
        <Trans>
          An extension costs the interest of its days and the service fee, plus IVA. It does not reduce your principal: on the new
          due date you pay the principal plus the interest and fees of the new period.
        </Trans>
      </p>

      <h3>
        <Trans>Late payment</Trans>
      </h3>
      <p data-testid="summary-late-payment">
        <Trans>
          From the day after the due date, while something remains unpaid, moratorium interest of {lateDaily} a day accrues on the
          principal still owed, plus IVA: on the example's {principal}, {latePerDay} a day ({lateInterest} of interest and{' '}
          {lateVat} of IVA). In total, the moratorium interest never exceeds the principal.
        </Trans>{' '}
        {lateFee === null ? (
          <Trans>There is no late-payment fee.</Trans>
        ) : (
          <Trans>A late-payment fee of {lateFee} applies.</Trans>
        )}
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
            The adhesion contract is registered with CONDUSEF’s Registro de Contratos de Adhesión under number {reca}.
          </Trans>
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
