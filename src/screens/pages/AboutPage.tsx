import { Trans } from '@lingui/react/macro'
import type { Locale } from '../../domain/routes'
import { BRAND, LEGAL_NAME, LEGAL_TERMS, SOFOM_WORDING, SUPERVISION_ARTICLE } from '../../domain/facts'
import { loanLimits } from '../legal/cost-example'
import { Link } from '../../ui'
import { pageHref } from './paths'
import './pages.css'

/** About us: who we are, how a loan works in four steps, our principles, the legal entity. */
export function AboutPage({ locale }: { locale: Locale }) {
  const brand = BRAND
  const legalName = LEGAL_NAME
  const sofomWording = SOFOM_WORDING
  const supervisionArticle = SUPERVISION_ARTICLE
  const contactFrom = LEGAL_TERMS.collectionContactHours.from
  const contactTo = LEGAL_TERMS.collectionContactHours.to
  const { firstMax, repeatedMax, minDays, maxDays } = loanLimits()
  return (
    <article className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>About us</Trans>
      </h1>
      <p className="page__lead">
        <Trans>
          {brand} lends you up to {repeatedMax} until your next pay day (up to {firstMax} the first time), online and with the
          total cost in pesos shown before you sign.
        </Trans>
      </p>

      <section>
        <h2>
          <Trans>Who we are</Trans>
        </h2>
        <p>
          <Trans>
            {brand} is a Mexican financial company that grants small short-term personal loans online. We are here for the days
            when your pay is still a few days away and an expense cannot wait: a repair, a medicine, a school payment.
          </Trans>
        </p>
        <p>
          <Trans>
            You apply from your phone, without going to a branch and without a guarantor. The loan is due on your first pay date
            at least {minDays} days away, so it lasts from {minDays} to {maxDays} days and you repay when your income arrives.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>How it works</Trans>
        </h2>
        <ol className="steps">
          <li>
            <h3>
              <Trans>Choose the amount and the date</Trans>
            </h3>
            <p>
              <Trans>
                In the calculator, choose how much you need and your next pay date. You see the total to pay before you apply.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Apply online</Trans>
            </h3>
            <p>
              <Trans>
                Create your account and fill in your details. Upload a photo of your INE (or passport), your latest payslip and
                your latest bank statement.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Receive the money</Trans>
            </h3>
            <p>
              <Trans>
                Most applications get an answer within minutes. If yours is approved, you sign the contract with a code we send
                you by SMS, and we deposit the money by SPEI to your CLABE or to your debit card.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Pay on your pay date</Trans>
            </h3>
            <p>
              <Trans>
                Pay by SPEI transfer, in cash at an affiliated store, or with your debit card. If you need more time, you can
                extend your loan by paying the extension fee before the due date.
              </Trans>
            </p>
          </li>
        </ol>
      </section>

      <section>
        <h2>
          <Trans>Our principles</Trans>
        </h2>
        <ul className="cards">
          <li className="card">
            <h3>
              <Trans>Transparent prices</Trans>
            </h3>
            <p>
              <Trans>
                Before you sign, you see the amount you receive, the interest, the fees, the IVA, the total to pay, the due date
                and the CAT. The price you accept is the price you pay.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>No hidden fees</Trans>
            </h3>
            <p>
              <Trans>
                We only charge what is written in your contract. Applying is free, and paying early costs nothing extra: you pay
                interest only for the days you had the money.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Responsible lending</Trans>
            </h3>
            <p>
              <Trans>
                We lend only what we believe you can repay from your income. We check your documents and your credit history, and
                we may offer less than you asked for, or say no, when a loan would do more harm than good. Approval is never
                guaranteed.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Respectful collection</Trans>
            </h3>
            <p>
              <Trans>
                If you have trouble paying, talk to us before the due date. Our collection team treats you with respect, contacts
                you only between {contactFrom} and {contactTo} and never discusses your debt with your family or your references.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Your data, protected</Trans>
            </h3>
            <p>
              <Trans>
                We use your data to evaluate and manage your loan, as our{' '}
                <Link href={pageHref(locale, 'documents', '?doc=aviso-de-privacidad')} variant="inline">
                  privacy notice
                </Link>{' '}
                explains. We do not sell it.
              </Trans>
            </p>
          </li>
        </ul>
      </section>

      <section>
        <h2>
          <Trans>Legal information</Trans>
        </h2>
        <p>
          <Trans>
            {legalName} is a {sofomWording}. For its incorporation and operation as such it does not require authorisation from
            the Secretaría de Hacienda y Crédito Público, and it is subject to supervision by the Comisión Nacional Bancaria y de
            Valores only for the purposes of article {supervisionArticle} of the Ley General de Organizaciones y Actividades
            Auxiliares del Crédito.
          </Trans>
        </p>
        <p>
          <Trans>
            Read our{' '}
            <Link href={pageHref(locale, 'documents')} variant="inline">
              legal documents
            </Link>{' '}
            and the{' '}
            <Link href={pageHref(locale, 'faq')} variant="inline">
              frequently asked questions
            </Link>
            , or{' '}
            <Link href={pageHref(locale, 'contacts')} variant="inline">
              contact us
            </Link>
            .
          </Trans>
        </p>
      </section>

      <div className="page__actions">
        <Link href={pageHref(locale, 'registration')} variant="button">
          <Trans>Apply for a loan</Trans>
        </Link>
        <Link href={pageHref(locale, 'home')} variant="button-secondary">
          <Trans>Calculate your loan</Trans>
        </Link>
      </div>
    </article>
  )
}
