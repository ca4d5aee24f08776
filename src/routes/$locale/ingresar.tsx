import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../screens/pending/PendingScreen'

export const Route = createFileRoute('/$locale/ingresar')({
  staticData: { name: 'login' },
  component: LoginRoute,
})

function LoginRoute() {
  const { locale } = Route.useParams()
  return <PendingScreen name="login" locale={locale} />
}
