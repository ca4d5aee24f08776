import { Trans, useLingui } from '@lingui/react/macro'
import { useHydrated } from '../../ui/hydration'
import { BRAND, BURO_ENTIDADES, CONDUSEF, CONTACTS, LEGAL_NAME, SOFOM_WORDING, SUPERVISION_ARTICLE } from '../../domain/facts'
import { Button, Link } from '../../ui'
import { CollectionHours, CustomerCareHours } from './ContactHours'
import { ContactLines } from './ContactLines'

/**
 * Contacts, social links and the legal lines a Mexican lender carries: the legal name and what
 * SOFOM, E.N.R. stands for, CONDUSEF, the UNE (its phone and e-mail; the rest on the contacts page), the privacy
 * notice and the lender's record in the Buró de Entidades Financieras.
 */
export function Footer({ locale, onExplainCat }: { locale: string; onExplainCat: () => void }) {
  const { t } = useLingui()
  const year = <CurrentYear />
  const article = SUPERVISION_ARTICLE
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-care">
          <h2 id="footer-care">
            <Trans>Customer care</Trans>
          </h2>
          <ContactLines contact={CONTACTS.customerCare} />
          <p>
            <CustomerCareHours />
          </p>
        </section>
        <section aria-labelledby="footer-collection">
          <h2 id="footer-collection">
            <Trans>Debt collection</Trans>
          </h2>
          <ContactLines contact={CONTACTS.debtCollection} />
          <p>
            <CollectionHours />
          </p>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">
            <Trans>Follow {BRAND}</Trans>
          </h2>
          <ul className="site-footer__social" aria-label={t`Social networks`}>
            <li>
              <Link href={CONTACTS.social.facebook}>Facebook</Link>
            </li>
            <li>
              <Link href={CONTACTS.social.instagram}>Instagram</Link>
            </li>
            <li>
              <Link href={CONTACTS.social.tiktok}>TikTok</Link>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">
            <Trans>Information</Trans>
          </h2>
          <ul>
            <li>
              <Link href={`/${locale}/documentos?doc=aviso-de-privacidad`}>
                <Trans>Privacy notice</Trans>
              </Link>
            </li>
            <li>
              <Link href={`/${locale}/documentos?doc=terminos-y-condiciones`}>
                <Trans>Terms and conditions</Trans>
              </Link>
            </li>
            <li>
              <Link href={`/${locale}/documentos?doc=resumen-del-contrato`}>
                <Trans>Contract summary</Trans>
              </Link>
            </li>
            <li>
              <Link href={`/${locale}/como-pagar-tu-prestamo`}>
                <Trans>How to pay your loan</Trans>
              </Link>
            </li>
            <li>
              <Link href={BURO_ENTIDADES.web}>Buró de Entidades Financieras</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal">
        <p>
          <Trans>
            {LEGAL_NAME}, {SOFOM_WORDING}: for its constitution and operation as such it does not require authorisation from the
            SHCP, and it is supervised by the CNBV only for the purposes of article {article} of the LGOAAC.
          </Trans>
        </p>
        <p>
          <Trans>
            CAT (Total Annual Cost) shown for information and comparison purposes only, without VAT, calculated on the amount and
            term you choose.
          </Trans>{' '}
          <Button variant="link" className="site-footer__explain" onPress={onExplainCat}>
            <Trans>What is the CAT?</Trans>
          </Button>
        </p>
        <p>
          CONDUSEF: <Link href={CONDUSEF.phoneHref}>{CONDUSEF.phone}</Link>,{' '}
          <Link href={CONDUSEF.freePhoneHref}>{CONDUSEF.freePhone}</Link>,{' '}
          <Link href={CONDUSEF.web}>{CONDUSEF.web.replace('https://', '')}</Link>
        </p>
        <p>
          <Trans>Specialised customer unit (UNE)</Trans>: <Link href={CONTACTS.une.phoneHref}>{CONTACTS.une.phone}</Link>,{' '}
          <Link href={`mailto:${CONTACTS.une.email}`}>{CONTACTS.une.email}</Link> ·{' '}
          <Link href={`/${locale}/contactos#une`}>
            <Trans>Officer, address and hours</Trans>
          </Link>
        </p>
        <p>
          <Trans>
            © {year} {LEGAL_NAME} · {CONTACTS.address}
          </Trans>
        </p>
      </div>
    </footer>
  )
}

/**
 * This year. A landing page's HTML holds the year it was built in; React leaves that text while it
 * hydrates (it cannot know it) and writes this year right after (ui/hydration.ts).
 */
function CurrentYear() {
  const hydrated = useHydrated()
  return (
    <span key={hydrated ? 'now' : 'built'} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  )
}
