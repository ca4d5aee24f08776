import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/flow/payment')({
  staticData: { name: 'payment' },
  component: PaymentRoute,
})

function PaymentRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="payment" locale={locale} />
}
