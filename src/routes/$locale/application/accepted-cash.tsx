import { createFileRoute } from '@tanstack/react-router'
import { pathFor, asLocale } from '../../../domain/routes'
import {
  ApplicationAmountChange,
  ApplicationCancel,
  applicationActor,
  cashPickerViewOf,
  sameCashPickerView,
  useApplication,
} from '../../../app/application'
import { ApplicationPage } from '../../../app/application-page'
import { useFlowFrame } from '../../../app/flow-frame'
import { AcceptedScreen } from '../../../screens/application/OutcomeScreens'
import { CashProviderPicker } from '../../../screens/application/CashProviderPicker'

export const Route = createFileRoute('/$locale/application/accepted-cash')({
  staticData: { name: 'application-accepted-cash' },
  component: ApplicationAcceptedCashRoute,
})

function ApplicationAcceptedCashRoute() {
  const { locale } = Route.useParams()
  const at = asLocale(locale)
  const application = useApplication((snapshot) => snapshot.context.application)
  // Sandbox mode simulates the application: the ERP has none to change.
  const { sandbox } = useFlowFrame()
  const picker = useApplication(cashPickerViewOf, sameCashPickerView)
  const actor = applicationActor()
  return (
    <ApplicationPage route="application-accepted-cash">
      <AcceptedScreen
        application={application}
        cash={true}
        cashPicker={
          <CashProviderPicker
            view={picker}
            onSelect={(provider) => actor.send({ type: 'cash.select', provider })}
            onConfirm={() => actor.send({ type: 'cash.confirm' })}
            onRetry={() => actor.send({ type: 'application.retry' })}
          />
        }
        amountChange={
          application &&
          !sandbox && (
            <ApplicationAmountChange locale={at} applicationId={application.id} amount={application.principalAmount.amount} />
          )
        }
        cancel={<ApplicationCancel />}
        continueHref={pathFor('flow', at)}
        disbursementHref={pathFor('registration-debit-credit-card', at)}
      />
    </ApplicationPage>
  )
}
