import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteName } from '../../../machines/routes'
import { Link } from '../../ui'
import { TITLES } from '../titles'

/**
 * The heading and frame of a screen whose form arrives in a later issue, so that no
 * route of the product is ever a blank page.
 */
export function PendingScreen({ name, locale }: { name: RouteName; locale: string }) {
  const { i18n } = useLingui()
  return (
    <section className="pending-screen" aria-labelledby="page-title" data-route={name}>
      <h1 id="page-title">{i18n._(TITLES[name])}</h1>
      <p>
        <Trans>This part of the service is not available online yet. Meanwhile, our team can help you by phone or e-mail.</Trans>
      </p>
      <ul>
        <li>
          <Link href={`/${locale}/preguntas-frecuentes`}>
            <Trans>Frequently asked questions</Trans>
          </Link>
        </li>
        <li>
          <Link href={`/${locale}/contactos`}>
            <Trans>Contact us</Trans>
          </Link>
        </li>
      </ul>
    </section>
  )
}
