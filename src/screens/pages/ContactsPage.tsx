import { Trans } from '@lingui/react/macro'
import type { Locale } from '../../domain/routes'
import { BURO_ENTIDADES, CONDUSEF, CONTACTS, LEGAL_NAME, LEGAL_TERMS, SOFOM_WORDING, UNE } from '../../domain/facts'
import { Link } from '../../ui'
import type { ReactNode } from 'react'
import { CollectionHours, CustomerCareHours } from '../frame/ContactHours'
import type { Contact } from '../frame/ContactLines'
import { pageHref } from './paths'
import './pages.css'

/** A site's address as a person reads it: without the scheme. */
function siteName(url: string): string {
  return url.replace(/^https?:\/\//, '')
}

/** Contacts: customer care, debt collection, postal address, the UNE, CONDUSEF and who lends. */
export function ContactsPage({ locale }: { locale: Locale }) {
  const { customerCare, debtCollection, address } = CONTACTS
  const legalName = LEGAL_NAME
  const sofomWording = SOFOM_WORDING
  const uneDays = LEGAL_TERMS.uneAnswerBusinessDays
  const { from: uneFrom, to: uneTo } = UNE.hours
  const buroSite = siteName(BURO_ENTIDADES.web)
  return (
    <article className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Contact</Trans>
      </h1>
      <p className="page__lead">
        <Trans>We answer by phone and by e-mail. Have your full name and the mobile number of your account at hand.</Trans>
      </p>
      <p className="page__callout">
        <Trans>
          We will never ask for your password or for the codes we send you by SMS, and we never ask for a deposit to approve a
          loan.
        </Trans>
      </p>

      <ul className="cards">
        <li className="card">
          <h2>
            <Trans>Customer care</Trans>
          </h2>
          <p>
            <Trans>Questions about your application, your account, your payments and extensions.</Trans>
          </p>
          <ContactFacts contact={customerCare} hours={<CustomerCareHours />} />
        </li>
        <li className="card">
          <h2>
            <Trans>Debt collection</Trans>
          </h2>
          <p>
            <Trans>If your loan is overdue, or you want to agree on a way to pay it.</Trans>
          </p>
          <ContactFacts contact={debtCollection} hours={<CollectionHours />} />
        </li>
      </ul>

      <section>
        <h2>
          <Trans>Postal address</Trans>
        </h2>
        <p>
          <Trans>We serve our clients online and by phone. Written correspondence goes to:</Trans>
        </p>
        <address>
          {legalName}
          <br />
          {address}
        </address>
      </section>

      <section aria-labelledby="une">
        <h2 id="une">
          <Trans>Specialised Unit for User Service (UNE)</Trans>
        </h2>
        <p>
          <Trans>
            If customer care did not solve your question or you want to file a complaint, write to our UNE. Include your full
            name, the mobile number of your account, a description of what happened and, if you have them, your receipts. We
            answer in writing within {uneDays} business days at most.
          </Trans>
        </p>
        <dl className="facts" data-testid="une-details">
          <dt>
            <Trans>Officer in charge</Trans>
          </dt>
          <dd>{UNE.officer}</dd>
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd>{UNE.address}</dd>
          <dt>
            <Trans>Hours</Trans>
          </dt>
          <dd>
            <Trans>
              Monday to Friday {uneFrom} to {uneTo} (central Mexico time)
            </Trans>
          </dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <Link href={UNE.phoneHref}>{UNE.phone}</Link>
          </dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <Link href={`mailto:${UNE.email}`}>{UNE.email}</Link>
          </dd>
        </dl>
      </section>

      <section aria-labelledby="condusef">
        <h2 id="condusef">
          <Trans>CONDUSEF</Trans>
        </h2>
        <p>
          <Trans>
            You can also go to the Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros
            (CONDUSEF), which handles complaints about financial institutions.
          </Trans>
        </p>
        <dl className="facts" data-testid="condusef-details">
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <Link href={CONDUSEF.phoneHref}>{CONDUSEF.phone}</Link>
          </dd>
          <dt>
            <Trans>Free phone line</Trans>
          </dt>
          <dd>
            <Link href={CONDUSEF.freePhoneHref}>{CONDUSEF.freePhone}</Link>
          </dd>
          <dt>
            <Trans>Website</Trans>
          </dt>
          <dd>
            <Link href={CONDUSEF.web}>{siteName(CONDUSEF.web)}</Link>
          </dd>
        </dl>
        <p>
          <Trans>
            Our record in CONDUSEF’s Buró de Entidades Financieras, which shows how financial institutions treat their users:{' '}
            <Link href={BURO_ENTIDADES.web}>{buroSite}</Link>.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="legal-entity">
        <h2 id="legal-entity">
          <Trans>Who lends</Trans>
        </h2>
        <p>
          <Trans>
            {legalName}, a {sofomWording}. How we use your data is in our{' '}
            <Link href={pageHref(locale, 'documents', '?doc=aviso-de-privacidad')} variant="inline">
              privacy notice
            </Link>
            .
          </Trans>
        </p>
      </section>

      <p>
        <Trans>
          Many questions already have an answer in the{' '}
          <Link href={pageHref(locale, 'faq')} variant="inline">
            frequently asked questions
          </Link>
          .
        </Trans>
      </p>
    </article>
  )
}

/** Phone, e-mail and hours of one of our teams. */
function ContactFacts({ contact, hours }: { contact: Contact; hours: ReactNode }) {
  return (
    <dl className="facts">
      <dt>
        <Trans>Phone</Trans>
      </dt>
      <dd>
        <Link href={contact.phoneHref}>{contact.phone}</Link>
      </dd>
      <dt>
        <Trans>E-mail</Trans>
      </dt>
      <dd>
        <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
      </dd>
      <dt>
        <Trans>Hours</Trans>
      </dt>
      <dd>{hours}</dd>
    </dl>
  )
}
