import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { applicationActor, ApplicationCancel, loadingStateOf, useApplication } from '../../../app/application'
import { ApplicationPage } from '../../../app/application-page'
import { LoadingScreen, loadingTitleOf } from '../../../screens/application/LoadingScreen'

export const Route = createFileRoute('/$locale/application/loading')({
  staticData: { name: 'application-loading' },
  component: ApplicationLoadingRoute,
})

function ApplicationLoadingRoute() {
  const { locale } = Route.useParams()
  const at = asLocale(locale)
  const state = useApplication(loadingStateOf)
  return (
    <ApplicationPage route="application-loading" title={loadingTitleOf(state)}>
      <LoadingScreen
        state={state}
        onRetry={() => applicationActor().send({ type: 'application.retry' })}
        cancel={<ApplicationCancel />}
        applyHref={pathFor('application-apply', at)}
        profileHref={pathFor('profile', at)}
        contactsHref={pathFor('contacts', at)}
      />
    </ApplicationPage>
  )
}
