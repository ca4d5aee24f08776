import { Trans } from '@lingui/react/macro'
import type { Locale } from '../../domain/routes'
import { BRAND, CONTACTS, LEGAL_NAME } from '../../domain/facts'
import { Button } from '../../ui'
import { CustomerCareHours } from '../frame/ContactHours'
import { pageHref } from './paths'
import './pages.css'

/** The /print route: a one-page payment instructions sheet; the print button hides itself on paper. */
export function PrintPage({ locale }: { locale: Locale }) {
  const legalName = LEGAL_NAME
  const { customerCare } = CONTACTS
  const phone = customerCare.phone
  const email = customerCare.email
  const website = `${window.location.host}${pageHref(locale, 'how-to-pay')}`
  return (
    <article className="page print-sheet" aria-labelledby="page-title">
      <div className="print-sheet__actions page__actions">
        <Button onPress={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </div>
      <p className="print-sheet__brand">{BRAND}</p>
      <h1 id="page-title">
        <Trans>Payment instructions</Trans>
      </h1>
      <p>
        <Trans>
          Your CLABE for payments, your reference number and the amount to pay today are in “My loan” in your account. Write them
          here:
        </Trans>
      </p>
      <dl className="print-sheet__fill">
        <div>
          <dt>
            <Trans>Reference number</Trans>
          </dt>
          <dd />
        </div>
        <div>
          <dt>
            <Trans>Amount to pay</Trans>
          </dt>
          <dd />
        </div>
        <div>
          <dt>
            <Trans>Due date</Trans>
          </dt>
          <dd />
        </div>
      </dl>

      <section>
        <h2>
          <Trans>SPEI transfer</Trans>
        </h2>
        <ol>
          <li>
            <Trans>In your bank’s app, register the CLABE shown in My loan (beneficiary: {legalName}).</Trans>
          </li>
          <li>
            <Trans>Transfer the amount to pay and write only your reference number in the “concept” field.</Trans>
          </li>
          <li>
            <Trans>Keep the receipt with its tracking key (clave de rastreo).</Trans>
          </li>
        </ol>
      </section>

      <section>
        <h2>
          <Trans>Cash at a store</Trans>
        </h2>
        <ol>
          <li>
            <Trans>In My loan, generate your payment reference with its barcode.</Trans>
          </li>
          <li>
            <Trans>
              At an affiliated convenience store or pharmacy, ask to make a service payment and show the barcode or the reference.
            </Trans>
          </li>
          <li>
            <Trans>Pay in cash and keep the ticket. The store may charge its own fee.</Trans>
          </li>
        </ol>
      </section>

      <section>
        <h2>
          <Trans>Debit card</Trans>
        </h2>
        <ol>
          <li>
            <Trans>In My loan, choose to pay with a card and confirm your registered debit card.</Trans>
          </li>
          <li>
            <Trans>Check the amount and confirm. The payment shows at once.</Trans>
          </li>
        </ol>
      </section>

      <section>
        <h2>
          <Trans>Customer care</Trans>
        </h2>
        <p>
          <Trans>
            Phone {phone} · E-mail {email}
          </Trans>
          <br />
          <CustomerCareHours />
        </p>
        <p className="page__note">
          <Trans>
            Pay only through the channels shown in your account; we never ask you to deposit to a personal account. More details
            at {website}.
          </Trans>
        </p>
      </section>
    </article>
  )
}
