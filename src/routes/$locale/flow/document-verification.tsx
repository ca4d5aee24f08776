import { createFileRoute } from '@tanstack/react-router'
import { requireFlow } from '../../../app/guards'
import { DocumentVerificationScreen } from '../../../screens/flow/DocumentVerificationScreen'

export const Route = createFileRoute('/$locale/flow/document-verification')({
  staticData: { name: 'document-verification' },
  beforeLoad: requireFlow,
  component: DocumentVerificationRoute,
})

function DocumentVerificationRoute() {
  const { locale } = Route.useParams()
  return <DocumentVerificationScreen locale={locale} />
}
