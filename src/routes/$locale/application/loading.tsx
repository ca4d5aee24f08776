import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { applicationActor, loadingStateOf, useApplication, useOpenApplicationScreen } from '../../../app/application'
import { LoadingScreen } from '../../../screens/application/LoadingScreen'

export const Route = createFileRoute('/$locale/application/loading')({
  staticData: { name: 'application-loading' },
  component: ApplicationLoadingRoute,
})

function ApplicationLoadingRoute() {
  const { locale } = Route.useParams()
  const at = asLocale(locale)
  useOpenApplicationScreen('loading', 'application-loading')
  const state = useApplication(loadingStateOf)
  return (
    <LoadingScreen
      state={state}
      onRetry={() => applicationActor().send({ type: 'application.retry' })}
      applyHref={pathFor('profile-no-loan', at)}
      profileHref={pathFor('profile', at)}
    />
  )
}
