import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../app/i18n'
import { asLocale } from '../../domain/routes'
import { ContactsPage } from '../../screens/pages/ContactsPage'

export const Route = createFileRoute('/$locale/contactos')({
  staticData: { name: 'contacts' },
  loader: ({ params }) => loadCatalog(asLocale(params.locale), 'pages'),
  component: ContactsRoute,
})

function ContactsRoute() {
  const { locale } = Route.useParams()
  return <ContactsPage locale={asLocale(locale)} />
}
