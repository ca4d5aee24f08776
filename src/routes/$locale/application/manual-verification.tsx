import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { useOpenApplicationScreen } from '../../../app/application'
import { ManualVerificationScreen } from '../../../screens/application/OutcomeScreens'

export const Route = createFileRoute('/$locale/application/manual-verification')({
  staticData: { name: 'application-manual-verification' },
  component: ApplicationManualVerificationRoute,
})

function ApplicationManualVerificationRoute() {
  const { locale } = Route.useParams()
  const at = asLocale(locale)
  useOpenApplicationScreen('stage', 'application-manual-verification')
  return <ManualVerificationScreen profileHref={pathFor('profile', at)} contactsHref={pathFor('contacts', at)} />
}
