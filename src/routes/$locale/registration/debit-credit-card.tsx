import { createFileRoute } from '@tanstack/react-router'
import { DisbursementContainer } from '../../../app/disbursement'
import { requireApplicant } from '../../../app/guards'
import { sendToRegistration } from '../../../app/registration'

export const Route = createFileRoute('/$locale/registration/debit-credit-card')({
  staticData: { name: 'registration-debit-credit-card' },
  beforeLoad: requireApplicant,
  component: RegistrationDebitCreditCardRoute,
})

const cardSaved = () => sendToRegistration({ type: 'registration.card.saved' })

function RegistrationDebitCreditCardRoute() {
  return <DisbursementContainer onSaved={cardSaved} />
}
