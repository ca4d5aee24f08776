import { Trans } from '@lingui/react/macro'
import type { Locale } from '../../domain/routes'
import { CONTACTS, LEGAL_NAME } from '../../domain/facts'
import { Link } from '../../ui'
import { pageHref } from './paths'
import './pages.css'

/** How to pay: SPEI, cash at a store, debit card; when a payment shows, and what to do if it does not. */
export function HowToPayPage({ locale }: { locale: Locale }) {
  const legalName = LEGAL_NAME
  const { customerCare } = CONTACTS
  const email = customerCare.email
  const phone = customerCare.phone
  const myLoan = pageHref(locale, 'profile-my-loan')
  return (
    <article className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>How to pay your loan</Trans>
      </h1>
      <p className="page__lead">
        <Trans>
          You can pay the total of your loan, or only the extension fee if you want more time, in any of three ways. Your CLABE
          for transfers, your reference number and the amount to pay today are in{' '}
          <Link href={myLoan} variant="inline">
            My loan
          </Link>
          .
        </Trans>
      </p>
      <p className="page__callout">
        <Trans>
          Pay only through the channels shown in your account. We will never ask you to deposit to a personal account or to pay
          through a third party.
        </Trans>
      </p>

      <section>
        <h2>
          <Trans>By SPEI transfer</Trans>
        </h2>
        <p>
          <Trans>From your bank’s app or online banking, at any time of day.</Trans>
        </p>
        <ol className="steps">
          <li>
            <Trans>In My loan, copy the CLABE for payments and your reference number.</Trans>
          </li>
          <li>
            <Trans>
              In your bank’s app, register the CLABE as a new account; the beneficiary is {legalName} (the name may appear
              shortened).
            </Trans>
          </li>
          <li>
            <Trans>Enter the amount shown in My loan: the total to repay, or the extension fee.</Trans>
          </li>
          <li>
            <Trans>In the “concept” field, write only your reference number. That is how we identify your payment.</Trans>
          </li>
          <li>
            <Trans>Confirm the transfer and keep the receipt with its tracking key (clave de rastreo).</Trans>
          </li>
        </ol>
      </section>

      <section>
        <h2>
          <Trans>In cash at a store</Trans>
        </h2>
        <p>
          <Trans>
            At affiliated convenience stores and pharmacies; the list of affiliated stores is shown with your reference.
          </Trans>
        </p>
        <ol className="steps">
          <li>
            <Trans>In My loan, choose to pay in cash and generate your payment reference. It comes with a barcode.</Trans>
          </li>
          <li>
            <Trans>Go to an affiliated store and tell the cashier that you want to make a service payment.</Trans>
          </li>
          <li>
            <Trans>Show the barcode on your phone, or read out the reference number.</Trans>
          </li>
          <li>
            <Trans>
              Pay the amount in cash. The store may charge its own fee for the service and tells you before you pay; some stores
              also limit the amount per payment.
            </Trans>
          </li>
          <li>
            <Trans>Keep the ticket until you see the payment in your account.</Trans>
          </li>
        </ol>
      </section>

      <section>
        <h2>
          <Trans>With a debit card</Trans>
        </h2>
        <p>
          <Trans>A charge to the debit card registered in your account, made by you or automatically by direct debit.</Trans>
        </p>
        <ol className="steps">
          <li>
            <Trans>
              Log in and open{' '}
              <Link href={myLoan} variant="inline">
                My loan
              </Link>
              .
            </Trans>
          </li>
          <li>
            <Trans>Choose to pay with a card and confirm the registered card, or add another debit card in your name.</Trans>
          </li>
          <li>
            <Trans>Check the amount and confirm the payment.</Trans>
          </li>
          <li>
            <Trans>You see the confirmation on screen and receive it by e-mail.</Trans>
          </li>
        </ol>
        <p>
          <Trans>
            If you authorised direct debit, we charge the amount due to your registered card on the due date, without you doing
            anything. You can cancel the direct debit at any time by writing to customer care.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>When your payment shows</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Debit card:</strong> at once.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>SPEI transfer:</strong> usually within minutes; if the concept is missing or wrong, it can take up to one
              business day while we identify it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Cash at a store:</strong> by the next day at the latest.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>If you pay on the due date itself, prefer a transfer or a card, or pay in cash at least one day earlier.</Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>If your payment does not show</Trans>
        </h2>
        <ol>
          <li>
            <Trans>Wait for the times above and check My loan again.</Trans>
          </li>
          <li>
            <Trans>Check the receipt: the CLABE, the amount and, for transfers, the reference number in the concept.</Trans>
          </li>
          <li>
            <Trans>
              Write to <Link href={`mailto:${email}`}>{email}</Link> or call <Link href={customerCare.phoneHref}>{phone}</Link>,
              with your full name, the date, the amount and a photo of the receipt or ticket.
            </Trans>
          </li>
        </ol>
        <p>
          <Trans>If you paid on time, we apply the payment with the date of your receipt.</Trans>
        </p>
      </section>

      <p>
        <Trans>
          Want these instructions on paper?{' '}
          <Link href={pageHref(locale, 'print')} variant="inline">
            Open the printable version
          </Link>
          .
        </Trans>
      </p>
    </article>
  )
}
