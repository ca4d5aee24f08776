import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/registration/id-document-upload')({
  staticData: { name: 'registration-id-document-upload' },
  component: RegistrationIdDocumentUploadRoute,
})

function RegistrationIdDocumentUploadRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="registration-id-document-upload" locale={locale} />
}
