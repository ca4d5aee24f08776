import { createFileRoute } from '@tanstack/react-router'
import { DisbursementContainer } from '../../../app/disbursement'
import { flowStepDone } from '../../../app/flow'
import { requireFlow } from '../../../app/guards'

/**
 * `/flow/payment` (disbursement type): the registration's card or CLABE step; once saved, the flow
 * entry routes by the step (otp_agreement: the summary to sign).
 */
export const Route = createFileRoute('/$locale/flow/payment')({
  staticData: { name: 'payment' },
  beforeLoad: requireFlow,
  component: PaymentRoute,
})

function PaymentRoute() {
  return <DisbursementContainer onSaved={flowStepDone} />
}
