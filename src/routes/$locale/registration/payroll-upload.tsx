import { createFileRoute } from '@tanstack/react-router'
import { requireApplicant } from '../../../app/guards'
import { UploadStep } from '../../../app/upload-step'
import { UPLOAD_STEPS } from '../../../screens/registration/UploadScreen'

export const Route = createFileRoute('/$locale/registration/payroll-upload')({
  staticData: { name: 'registration-payroll-upload' },
  beforeLoad: requireApplicant,
  component: RegistrationPayrollUploadRoute,
})

function RegistrationPayrollUploadRoute() {
  const { locale } = Route.useParams()
  return <UploadStep locale={locale} step={UPLOAD_STEPS.payroll} />
}
