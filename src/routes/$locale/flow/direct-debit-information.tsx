import { createFileRoute } from '@tanstack/react-router'
import { requireFlow } from '../../../app/guards'
import { DirectDebitInformation } from '../../../app/direct-debit'

export const Route = createFileRoute('/$locale/flow/direct-debit-information')({
  staticData: { name: 'direct-debit-information' },
  beforeLoad: requireFlow,
  component: DirectDebitInformationRoute,
})

function DirectDebitInformationRoute() {
  const { locale } = Route.useParams()
  return <DirectDebitInformation locale={locale} />
}
