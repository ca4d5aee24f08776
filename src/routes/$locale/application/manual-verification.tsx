import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { ApplicationCancel } from '../../../app/application'
import { ApplicationPage } from '../../../app/application-page'
import { ManualVerificationScreen } from '../../../screens/application/OutcomeScreens'

export const Route = createFileRoute('/$locale/application/manual-verification')({
  staticData: { name: 'application-manual-verification' },
  component: ApplicationManualVerificationRoute,
})

function ApplicationManualVerificationRoute() {
  const { locale } = Route.useParams()
  const at = asLocale(locale)
  return (
    <ApplicationPage route="application-manual-verification">
      <ManualVerificationScreen
        profileHref={pathFor('profile', at)}
        contactsHref={pathFor('contacts', at)}
        cancel={<ApplicationCancel />}
      />
    </ApplicationPage>
  )
}
