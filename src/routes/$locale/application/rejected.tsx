import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { ApplicationPage } from '../../../app/application-page'
import { RejectedScreen } from '../../../screens/application/OutcomeScreens'

export const Route = createFileRoute('/$locale/application/rejected')({
  staticData: { name: 'application-rejected' },
  component: ApplicationRejectedRoute,
})

function ApplicationRejectedRoute() {
  const { locale } = Route.useParams()
  const at = asLocale(locale)
  return (
    <ApplicationPage route="application-rejected">
      <RejectedScreen profileHref={pathFor('profile', at)} contactsHref={pathFor('contacts', at)} />
    </ApplicationPage>
  )
}
