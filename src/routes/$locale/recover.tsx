import { createFileRoute } from '@tanstack/react-router'
import { Recover } from '../../app/recover'

interface RecoverSearch {
  /** The token of a reset link (sent by e-mail or SMS). */
  token?: string
}

export const Route = createFileRoute('/$locale/recover')({
  staticData: { name: 'recover' },
  validateSearch: (search: Record<string, unknown>): RecoverSearch =>
    typeof search.token === 'string' && /^[\w-]{16,128}$/.test(search.token) ? { token: search.token } : {},
  component: RecoverRoute,
})

function RecoverRoute() {
  const { locale } = Route.useParams()
  const { token } = Route.useSearch()
  return <Recover locale={locale} token={token} />
}
