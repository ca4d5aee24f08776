import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { applicationActor, applyViewOf, sameApplyView, useApplication } from '../../../app/application'
import { ApplicationPage } from '../../../app/application-page'
import { stepHref } from '../../../app/journey-step'
import { ApplyScreen } from '../../../screens/application/ApplyScreen'
import { mexicoToday } from '../../../domain/today'

export const Route = createFileRoute('/$locale/application/apply')({
  staticData: { name: 'application-apply' },
  component: ApplicationApplyRoute,
})

function ApplicationApplyRoute() {
  const { locale } = Route.useParams()
  const view = useApplication(applyViewOf, sameApplyView)
  const send = applicationActor().send
  const lang = asLocale(locale)
  return (
    <ApplicationPage route="application-apply">
      <ApplyScreen
        view={view}
        calculatorHref={pathFor('profile-no-loan', lang)}
        onSubmit={() => send({ type: 'application.submit' })}
        onRetry={() => send({ type: 'application.retry' })}
        onQuoteRetry={() => send({ type: 'quote.retry' })}
        today={mexicoToday(new Date())}
        stepHref={stepHref(view.problem?.step, lang)}
      />
    </ApplicationPage>
  )
}
