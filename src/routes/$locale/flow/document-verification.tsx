import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/flow/document-verification')({
  staticData: { name: 'document-verification' },
  component: DocumentVerificationRoute,
})

function DocumentVerificationRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="document-verification" locale={locale} />
}
