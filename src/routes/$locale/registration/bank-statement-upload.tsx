import { createFileRoute } from '@tanstack/react-router'
import { requireApplicant } from '../../../app/guards'
import { UploadStep } from '../../../app/upload-step'
import { UPLOAD_STEPS } from '../../../screens/registration/UploadScreen'

export const Route = createFileRoute('/$locale/registration/bank-statement-upload')({
  staticData: { name: 'registration-bank-statement-upload' },
  beforeLoad: requireApplicant,
  component: RegistrationBankStatementUploadRoute,
})

function RegistrationBankStatementUploadRoute() {
  const { locale } = Route.useParams()
  return <UploadStep locale={locale} step={UPLOAD_STEPS.bank_statement} />
}
