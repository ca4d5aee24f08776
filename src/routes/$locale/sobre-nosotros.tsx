import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../app/i18n'
import { asLocale } from '../../domain/routes'
import { AboutPage } from '../../screens/pages/AboutPage'

export const Route = createFileRoute('/$locale/sobre-nosotros')({
  staticData: { name: 'about' },
  loader: ({ params }) => loadCatalog(asLocale(params.locale), 'pages'),
  component: AboutRoute,
})

function AboutRoute() {
  const { locale } = Route.useParams()
  return <AboutPage locale={asLocale(locale)} />
}
