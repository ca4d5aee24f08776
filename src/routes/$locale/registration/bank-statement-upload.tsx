import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/bank-statement-upload')({
  staticData: { name: 'registration-bank-statement-upload' },
  component: RegistrationBankStatementUploadRoute,
})

function RegistrationBankStatementUploadRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration-bank-statement-upload" locale={locale} />
}
