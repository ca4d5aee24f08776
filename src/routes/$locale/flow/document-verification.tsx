import { createFileRoute } from '@tanstack/react-router'
import { IdentityCheck } from '../../../app/identity-check'
import { requireFlow } from '../../../app/guards'

export const Route = createFileRoute('/$locale/flow/document-verification')({
  staticData: { name: 'document-verification' },
  beforeLoad: requireFlow,
  component: DocumentVerificationRoute,
})

function DocumentVerificationRoute() {
  const { locale } = Route.useParams()
  return <IdentityCheck locale={locale} />
}
