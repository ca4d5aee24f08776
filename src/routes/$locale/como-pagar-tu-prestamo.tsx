import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../app/i18n'
import { asLocale } from '../../domain/routes'
import { HowToPayPage } from '../../screens/pages/HowToPayPage'

export const Route = createFileRoute('/$locale/como-pagar-tu-prestamo')({
  staticData: { name: 'how-to-pay' },
  loader: ({ params }) => loadCatalog(asLocale(params.locale), 'pages'),
  component: HowToPayRoute,
})

function HowToPayRoute() {
  const { locale } = Route.useParams()
  return <HowToPayPage locale={asLocale(locale)} />
}
