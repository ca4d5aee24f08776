import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../app/i18n'
import { asLocale } from '../../domain/routes'
import { FaqPage } from '../../screens/pages/FaqPage'

export const Route = createFileRoute('/$locale/preguntas-frecuentes')({
  staticData: { name: 'faq' },
  loader: ({ params }) => loadCatalog(asLocale(params.locale), 'pages'),
  component: FaqRoute,
})

function FaqRoute() {
  const { locale } = Route.useParams()
  return <FaqPage locale={asLocale(locale)} />
}
