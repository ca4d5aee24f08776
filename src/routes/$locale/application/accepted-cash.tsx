import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import { ApplicationAmountChange, useApplication, useOpenApplicationScreen } from '../../../app/application'
import { useFlowFrame } from '../../../app/flow-frame'
import { AcceptedScreen } from '../../../screens/application/OutcomeScreens'

export const Route = createFileRoute('/$locale/application/accepted-cash')({
  staticData: { name: 'application-accepted-cash' },
  component: ApplicationAcceptedCashRoute,
})

function ApplicationAcceptedCashRoute() {
  const { locale } = Route.useParams()
  const at = asLocale(locale)
  useOpenApplicationScreen('stage', 'application-accepted-cash')
  const application = useApplication((snapshot) => snapshot.context.application)
  // Sandbox mode simulates the application: the ERP has none to change.
  const { sandbox } = useFlowFrame()
  return (
    <AcceptedScreen
      application={application}
      cash={true}
      amountChange={application && !sandbox && <ApplicationAmountChange locale={at} applicationId={application.id} />}
      continueHref={pathFor('flow', at)}
      disbursementHref={pathFor('registration-debit-credit-card', at)}
    />
  )
}
