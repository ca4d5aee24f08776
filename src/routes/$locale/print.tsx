import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../app/i18n'
import { asLocale } from '../../domain/routes'
import { PrintPage } from '../../screens/pages/PrintPage'

export const Route = createFileRoute('/$locale/print')({
  staticData: { name: 'print', layout: 'print' },
  loader: ({ params }) => loadCatalog(asLocale(params.locale), 'pages'),
  component: PrintRoute,
})

function PrintRoute() {
  const { locale } = Route.useParams()
  return <PrintPage locale={asLocale(locale)} />
}
