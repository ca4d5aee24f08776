import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/flow/facebook-login')({
  staticData: { name: 'facebook-login' },
  component: FacebookLoginRoute,
})

function FacebookLoginRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="facebook-login" locale={locale} />
}
