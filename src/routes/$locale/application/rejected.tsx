import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { useOpenApplicationScreen } from '../../../app/application'
import { RejectedScreen } from '../../../screens/application/OutcomeScreens'

export const Route = createFileRoute('/$locale/application/rejected')({
  staticData: { name: 'application-rejected' },
  component: ApplicationRejectedRoute,
})

function ApplicationRejectedRoute() {
  const { locale } = Route.useParams()
  const at = asLocale(locale)
  useOpenApplicationScreen('stage', 'application-rejected')
  return <RejectedScreen profileHref={pathFor('profile', at)} contactsHref={pathFor('contacts', at)} />
}
