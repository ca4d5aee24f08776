import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '../../screens/home/HomeScreen'

export const Route = createFileRoute('/$locale/')({
  staticData: { name: 'home' },
  component: HomeRoute,
})

function HomeRoute() {
  const { locale } = Route.useParams()
  return <HomeScreen locale={locale} />
}
