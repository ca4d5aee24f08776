import { Trans } from '@lingui/react/macro'
import type { Locale } from '../../../domain/routes'
import { BRAND, EXTENSION_LENGTHS, LEGAL_NAME, LEGAL_TERMS, RECA_NUMBER, SOFOM_WORDING } from '../../../domain/facts'
import { costExample, latePaymentTerms, listOf, loanLimits } from '../../legal/cost-example'
import { Link } from '../../../ui'
import { pageHref } from '../paths'

/** Terms and conditions of the service: from eligibility to jurisdiction. */
export function TermsAndConditions({ locale }: { locale: Locale }) {
  const brand = BRAND
  const legalName = LEGAL_NAME
  const sofomWording = SOFOM_WORDING
  const reca = RECA_NUMBER
  const { firstMin, firstMax, repeatedMax, additionalMin, minDays, maxDays } = loanLimits()
  const { principal, days, total, early } = costExample()
  const earlyDay = early.day
  const earlyAmount = early.amount
  const extensionDays = listOf(EXTENSION_LENGTHS, locale)
  const { dailyRate: lateDaily, annualRate: lateRate, fee: lateFee } = latePaymentTerms()
  const contactFrom = LEGAL_TERMS.collectionContactHours.from
  const contactTo = LEGAL_TERMS.collectionContactHours.to
  const cancellationDays = LEGAL_TERMS.cancellationBusinessDays
  const noticeDays = LEGAL_TERMS.termsChangeNoticeDays
  return (
    <>
      <h2>
        <Trans>Terms and conditions</Trans>
      </h2>
      <p>
        <Trans>
          These terms govern the use of the {brand} website and the application for loans. By creating an account you accept them.
          The specific conditions of your loan (amount, term, interest, fees, total to pay and CAT) are set out in your contract
          and its summary, which you sign before receiving the money.
        </Trans>
      </p>

      <h3>
        <Trans>First. The service</Trans>
      </h3>
      <p>
        <Trans>
          {legalName} ({sofomWording}) grants short-term personal loans in Mexican pesos, repaid in a single payment. A first loan
          is from {firstMin} to {firstMax}, later loans go up to {repeatedMax}, and an additional loan beside an active one starts
          at {additionalMin}. The loan is due on your first pay date at least {minDays} days after you sign, so its term is from{' '}
          {minDays} to {maxDays} days. The whole process is online.
        </Trans>
      </p>
      <p>
        <Trans>
          The amount available to you may be lower than the maximum. Clients who repay on time can access higher amounts. The
          contract is registered with CONDUSEF’s Registro de Contratos de Adhesión under number {reca}.
        </Trans>
      </p>

      <h3>
        <Trans>Second. Who can apply</Trans>
      </h3>
      <p>
        <Trans>To apply you need to:</Trans>
      </p>
      <ul>
        <li>
          <Trans>Be of legal age.</Trans>
        </li>
        <li>
          <Trans>Live in Mexico and have a CURP.</Trans>
        </li>
        <li>
          <Trans>Have a valid official ID (INE or passport).</Trans>
        </li>
        <li>
          <Trans>Have your own mobile phone and e-mail.</Trans>
        </li>
        <li>
          <Trans>Have a regular income you can prove, and a bank account with a CLABE or a debit card in your name.</Trans>
        </li>
      </ul>
      <p>
        <Trans>Your account is personal and cannot be transferred. You must always act on your own behalf.</Trans>
      </p>

      <h3>
        <Trans>Third. The application</Trans>
      </h3>
      <p>
        <Trans>
          You choose the amount and the pay date, create your account and give us your personal, address, employment and reference
          details. Then you upload your official ID, your latest payslip and your latest bank statement.
        </Trans>
      </p>
      <p>
        <Trans>
          The information and documents you give us must be true and complete. False information or documents are grounds to
          decline the application or to terminate the contract.
        </Trans>
      </p>
      <p>
        <Trans>
          When you apply, you authorise us electronically to consult your credit history with credit information companies.
        </Trans>
      </p>

      <h3>
        <Trans>Fourth. The decision</Trans>
      </h3>
      <p>
        <Trans>
          We evaluate each application with automated models and, when needed, with a manual review of your documents. Most
          applications get an answer within minutes; a manual review can take up to one business day.
        </Trans>
      </p>
      <p>
        <Trans>
          We may approve the amount you asked for, offer you a different amount, or decline the application. Approval is never
          guaranteed. If we decline it, you can apply again later.
        </Trans>
      </p>

      <h3>
        <Trans>Fifth. Contract and disbursement</Trans>
      </h3>
      <p>
        <Trans>
          If you accept the offer, you sign the contract electronically with a one-time code that we send you by SMS. Before
          signing you see the contract summary with the total to pay, the due date and the CAT.
        </Trans>
      </p>
      <p>
        <Trans>We send the money by SPEI to the CLABE or to the debit card you registered, which must be in your name.</Trans>{' '}
        <Trans>
          SPEI works at any hour, every day: the money usually arrives within minutes; depending on your bank, it can take up to
          one business day.
        </Trans>
      </p>

      <h3>
        <Trans>Sixth. Repayment</Trans>
      </h3>
      <p>
        <Trans>
          On the due date you pay the total shown in your contract: principal, interest, fees and IVA. You can pay by SPEI
          transfer, in cash at affiliated stores with your payment reference, or with your debit card. The steps are in{' '}
          <Link href={pageHref(locale, 'how-to-pay')} variant="inline">
            How to pay your loan
          </Link>
          .
        </Trans>
      </p>
      <p>
        <Trans>
          You can repay your loan early, in full, at any time and without penalty. You pay interest only for the days that have
          passed, and the fees in full. For example, a first loan of {principal} for {days} days costs {total} on its due date;
          settled on day {earlyDay}, it costs {earlyAmount}.
        </Trans>
      </p>
      <p>
        <Trans>
          If you authorised direct debit, we charge the amount due to your registered card on the due date. You can cancel the
          direct debit at any time by writing to customer care.
        </Trans>
      </p>

      <h3>
        <Trans>Seventh. Extensions</Trans>
      </h3>
      <p>
        <Trans>
          If you cannot pay the total on the due date, you can extend your loan from “My loan” up to that date, by {extensionDays}{' '}
          days. To extend it, you pay the extension fee shown in your account: the interest of the extension’s days and the
          service fee, plus IVA. Your principal stays the same and you get a new due date.
        </Trans>
      </p>
      <p>
        <Trans>
          The extension fee does not reduce your principal. Extensions depend on your payment history and may be limited in
          number; you see their conditions before you confirm.
        </Trans>
      </p>

      <h3>
        <Trans>Eighth. Late payment</Trans>
      </h3>
      <p>
        <Trans>
          If you neither pay nor extend by the due date, moratorium interest of {lateDaily} a day ({lateRate} a year, before IVA)
          accrues on the principal still owed, plus IVA, from the day after the due date until the day you pay. In total, the
          moratorium interest never exceeds the principal.
        </Trans>
      </p>
      <p>
        {lateFee === null ? (
          <Trans>There is no late-payment fee.</Trans>
        ) : (
          <Trans>A late-payment fee of {lateFee} applies.</Trans>
        )}
      </p>
      <p>
        <Trans>
          We report the delay to the credit information companies, which affects your credit history, and we contact you to agree
          on a solution.
        </Trans>
      </p>
      <p>
        <Trans>
          Our collection team and any agency acting on our behalf must identify themselves, treat you with respect and contact you
          only between {contactFrom} and {contactTo}. They may not threaten you or contact your references or other people to put
          pressure on you.
        </Trans>
      </p>
      <p>
        <Trans>If you have trouble paying, talk to us before the due date: a solution is easier to find early.</Trans>
      </p>

      <h3>
        <Trans>Ninth. Cancellation</Trans>
      </h3>
      <p>
        <Trans>
          You can cancel your contract within {cancellationDays} business days of signing it. If we have not deposited the money
          yet, cancelling costs nothing. If we have deposited it, you return the amount received and pay only the interest for the
          days you had it, with no fees.
        </Trans>
      </p>
      <p>
        <Trans>You can close your account at any time once you have no outstanding balance.</Trans>
      </p>

      <h3>
        <Trans>Tenth. Communications and security</Trans>
      </h3>
      <p>
        <Trans>
          We send notices about your application and your loan by SMS, by e-mail and in your profile. Keep your phone and e-mail
          up to date.
        </Trans>
      </p>
      <p>
        <Trans>Your password and the codes we send you are personal. We will never ask for them by phone, e-mail or chat.</Trans>
      </p>

      <h3>
        <Trans>Eleventh. Changes to these terms</Trans>
      </h3>
      <p>
        <Trans>
          We may update these terms. We publish the new version on this page and notify you of relevant changes at least{' '}
          {noticeDays} days in advance. Changes do not affect loans already signed unless they benefit you.
        </Trans>
      </p>

      <h3>
        <Trans>Twelfth. Applicable law and jurisdiction</Trans>
      </h3>
      <p>
        <Trans>
          These terms are governed by the federal laws of Mexico. For any dispute you can go to the courts of Mexico City or to
          those of your domicile, at your choice. You can also file a complaint with our UNE or with CONDUSEF; their details are
          on the{' '}
          <Link href={pageHref(locale, 'contacts')} variant="inline">
            contact page
          </Link>
          .
        </Trans>
      </p>
    </>
  )
}
