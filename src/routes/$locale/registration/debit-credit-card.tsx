import { createFileRoute } from '@tanstack/react-router'
import { asLocale } from '../../../domain/routes'
import { DisbursementContainer } from '../../../app/disbursement'
import { requireApplicant } from '../../../app/guards'

export const Route = createFileRoute('/$locale/registration/debit-credit-card')({
  staticData: { name: 'registration-debit-credit-card' },
  beforeLoad: requireApplicant,
  component: RegistrationDebitCreditCardRoute,
})

function RegistrationDebitCreditCardRoute() {
  const { locale } = Route.useParams()
  return <DisbursementContainer locale={asLocale(locale)} next="registration-summary" />
}
