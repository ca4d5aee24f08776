import { Trans, useLingui } from '@lingui/react/macro'
import type { Locale } from '../../domain/routes'
import { CONTACTS } from '../../domain/facts'
import { CustomerCareHours } from '../frame/ContactHours'
import { costExample, latePaymentTerms, loanLimits } from '../legal/cost-example'
import { formatMoney } from '../../domain/money'
import { amountToSettle, PRICE_LISTS, toPesos, type ContractTerms } from '../../domain/pricing'
import { Accordion, AccordionItem, Link } from '../../ui'
import { pageHref } from './paths'
import './pages.css'

/**
 * The worked example of paying early, computed by the rule the ERP settles with
 * (src/domain/pricing/settlement.ts): a first loan of $1000 due in 19 days, settled on day 7.
 */
const EARLY = { terms: { principalCents: 1000_00, termDays: 19, prices: PRICE_LISTS.first } satisfies ContractTerms, day: 7 }

function earlyPaymentExample() {
  const { terms, day } = EARLY
  return {
    principal: formatMoney(toPesos(terms.principalCents)),
    term: terms.termDays,
    day,
    early: formatMoney(toPesos(amountToSettle(terms, day, 0))),
    total: formatMoney(toPesos(amountToSettle(terms, terms.termDays, 0))),
  }
}

/** Frequently asked questions, grouped by topic, each answer behind a disclosure. */
export function FaqPage({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const { customerCare } = CONTACTS
  const email = customerCare.email
  const phone = customerCare.phone
  const { firstMin, firstMax, repeatedMax, additionalMin, minDays, maxDays } = loanLimits()
  const lateDaily = latePaymentTerms().dailyRate
  return (
    <article className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Frequently asked questions</Trans>
      </h1>
      <p className="page__lead">
        <Trans>Short answers about applying, receiving the money and paying. If yours is not here, contact us.</Trans>
      </p>

      <section className="faq-group">
        <h2>
          <Trans>Applying</Trans>
        </h2>
        <Accordion allowsMultipleExpanded headingLevel={3}>
          <AccordionItem id="requirements" title={t`What do I need to apply?`}>
            <p>
              <Trans>
                You need to be of legal age, live in Mexico and have a CURP, a valid INE (or passport), your own mobile phone and
                e-mail, a regular income, and a bank account with a CLABE or a debit card in your name.
              </Trans>
            </p>
            <p>
              <Trans>
                During the application you upload a photo of your ID, your latest payslip and your latest bank statement.
              </Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="amount-and-term" title={t`How much can I borrow, and for how long?`}>
            <p>
              <Trans>
                A first loan is from {firstMin} to {firstMax}; later loans go up to {repeatedMax}, and an additional loan beside
                an active one starts at {additionalMin}. The loan is due on your first pay date at least {minDays} days away, so
                it lasts from {minDays} to {maxDays} days and you pay when your income arrives.
              </Trans>
            </p>
            <p>
              <Trans>When you repay on time, you can access higher amounts.</Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="decision-time" title={t`How long does the decision take?`}>
            <p>
              <Trans>
                Most applications get an answer within minutes of uploading the documents. If we need to review a document by
                hand, it can take up to one business day. We let you know by SMS and e-mail, and you can follow the status in your
                profile.
              </Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="receive-money" title={t`How do I receive the money?`}>
            <p>
              <Trans>
                After you sign the contract with the code we send you by SMS, we send the money by SPEI to your CLABE or to your
                debit card. The account or card must be in your name.
              </Trans>{' '}
              <Trans>
                SPEI works at any hour, every day: the money usually arrives within minutes; depending on your bank, it can take
                up to one business day.
              </Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="declined" title={t`Why was my application declined?`}>
            <p>
              <Trans>
                We look at your income, your documents and your credit history, and we only lend what we believe you can repay. We
                cannot share the details of the evaluation, but you can apply again later, for example when your income or your
                credit history changes.
              </Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="upfront-fee" title={t`Do I have to pay anything to apply?`}>
            <p>
              <Trans>
                No. Applying is free, and we never ask for a deposit or an advance payment to approve a loan. If someone asks you
                to pay to get a loan in our name, it is a fraud: do not pay, and tell us at{' '}
                <Link href={`mailto:${email}`}>{email}</Link>.
              </Trans>
            </p>
          </AccordionItem>
        </Accordion>
      </section>

      <section className="faq-group">
        <h2>
          <Trans>Paying</Trans>
        </h2>
        <Accordion allowsMultipleExpanded headingLevel={3}>
          <AccordionItem id="how-to-pay" title={t`How do I pay my loan?`}>
            <p>
              <Trans>
                You have three ways: a SPEI transfer to the CLABE shown in your profile, with your reference number as the
                concept; cash at affiliated convenience stores and pharmacies, with your payment reference or barcode; or your
                debit card, from “My loan”.
              </Trans>
            </p>
            <p>
              <Trans>
                The steps for each one are in{' '}
                <Link href={pageHref(locale, 'how-to-pay')} variant="inline">
                  How to pay your loan
                </Link>
                .
              </Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="late-payment" title={t`What happens if I pay late?`}>
            <p>
              <Trans>
                From the day after the due date, moratorium interest of {lateDaily} a day accrues on the principal still owed,
                plus IVA, until you pay; in total it never exceeds the principal. The delay is reported to credit information
                companies, which affects your credit history.
              </Trans>
            </p>
            <LatePaymentExample />
            <p>
              <Trans>If you see that you cannot pay, contact us before the due date: you may be able to extend your loan.</Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="extension" title={t`Can I extend my loan?`}>
            <p>
              <Trans>
                Yes. Up to the due date, in “My loan”, choose to extend and pay the extension fee shown there, plus IVA. Your
                principal stays the same and you get a new due date.
              </Trans>
            </p>
            <p>
              <Trans>The extension fee does not reduce what you owe, so extend only when you really need to.</Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="early-payment" title={t`Can I pay early?`}>
            <p>
              <Trans>
                Yes, at any time and at no extra cost. You pay interest only for the days you had the money. The amount to pay
                today is shown in{' '}
                <Link href={pageHref(locale, 'profile-my-loan')} variant="inline">
                  My loan
                </Link>
                .
              </Trans>
            </p>
            <EarlyPaymentExample />
          </AccordionItem>
          <AccordionItem id="cat" title={t`What does CAT mean?`}>
            <p>
              <Trans>
                The Costo Anual Total (CAT) expresses the total cost of a loan as an annual percentage: it includes interest and
                fees, without IVA. It is for information and comparison purposes.
              </Trans>
            </p>
            <p>
              <Trans>
                Because our loans last days, their CAT looks very high. Compare it with loans of the same amount and term, and
                look at the total in pesos, which we show you before you sign.
              </Trans>
            </p>
          </AccordionItem>
        </Accordion>
      </section>

      <section className="faq-group">
        <h2>
          <Trans>Your account and your data</Trans>
        </h2>
        <Accordion allowsMultipleExpanded headingLevel={3}>
          <AccordionItem id="data-safety" title={t`Is my data safe?`}>
            <p>
              <Trans>
                We protect your data with encrypted connections and restricted access, and we use it only for the purposes in our{' '}
                <Link href={pageHref(locale, 'documents', '?doc=aviso-de-privacidad')} variant="inline">
                  privacy notice
                </Link>
                . We do not sell your data.
              </Trans>
            </p>
            <p>
              <Trans>We will never ask for your password or your SMS codes by phone, e-mail or chat.</Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="credit-bureau" title={t`Do you check Buró de Crédito?`}>
            <p>
              <Trans>
                Yes. With the authorisation you give us when you apply, we consult your credit history with Buró de Crédito or
                Círculo de Crédito, and we report how you pay.
              </Trans>
            </p>
            <p>
              <Trans>
                Paying on time helps you build a good history. A weak history does not by itself mean that your application will
                be declined.
              </Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="change-contact" title={t`How do I change my phone or e-mail?`}>
            <p>
              <Trans>
                Log in, go to your profile and choose “Change phone” or “Change e-mail”. We send you a verification code to
                confirm the change. If you no longer have your old phone, call customer care.
              </Trans>
            </p>
          </AccordionItem>
          <AccordionItem id="contact" title={t`How can I contact you?`}>
            <p>
              <Trans>
                Call customer care at <Link href={customerCare.phoneHref}>{phone}</Link> (<CustomerCareHours />
                ), or write to <Link href={`mailto:${email}`}>{email}</Link>. All our channels are on the{' '}
                <Link href={pageHref(locale, 'contacts')} variant="inline">
                  contact page
                </Link>
                .
              </Trans>
            </p>
          </AccordionItem>
        </Accordion>
      </section>
    </article>
  )
}

function EarlyPaymentExample() {
  const { principal, term, day, early, total } = earlyPaymentExample()
  return (
    <p data-testid="faq-early-payment-example">
      <Trans>
        For example, a first loan of {principal} due in {term} days costs {total} on its due date; settled on day {day}, it costs{' '}
        {early}: the fees in full and the interest of {day} days, with their IVA.
      </Trans>
    </p>
  )
}

function LatePaymentExample() {
  const { principal, late } = costExample()
  const perDay = late.totalPerDay
  const fee = latePaymentTerms().fee
  return (
    <p data-testid="faq-late-payment-example">
      <Trans>
        For example, on a loan of {principal}, each day late adds {perDay}, interest and IVA included.
      </Trans>{' '}
      {fee === null ? <Trans>There is no late-payment fee.</Trans> : <Trans>A late-payment fee of {fee} applies.</Trans>}
    </p>
  )
}
