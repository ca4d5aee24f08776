import { createFileRoute } from '@tanstack/react-router'
import { requireApplicant } from '../../../app/guards'
import { UploadStep } from '../../../app/upload-step'
import { UPLOAD_STEPS } from '../../../screens/registration/UploadScreen'

export const Route = createFileRoute('/$locale/registration/id-document-upload')({
  staticData: { name: 'registration-id-document-upload' },
  beforeLoad: requireApplicant,
  component: RegistrationIdDocumentUploadRoute,
})

function RegistrationIdDocumentUploadRoute() {
  const { locale } = Route.useParams()
  return <UploadStep locale={locale} step={UPLOAD_STEPS.id_document} />
}
