import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/payroll-upload')({
  staticData: { name: 'registration-payroll-upload' },
  component: RegistrationPayrollUploadRoute,
})

function RegistrationPayrollUploadRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration-payroll-upload" locale={locale} />
}
