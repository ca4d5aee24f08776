import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/debit-credit-card')({
  staticData: { name: 'registration-debit-credit-card' },
  component: RegistrationDebitCreditCardRoute,
})

function RegistrationDebitCreditCardRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration-debit-credit-card" locale={locale} />
}
