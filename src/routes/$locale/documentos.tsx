import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../app/i18n'
import { asLocale } from '../../domain/routes'
import { assertValid } from '../../app/validity'
import { DocumentsPage } from '../../screens/pages/DocumentsPage'
import { DOCUMENT_IDS, isDocumentId } from '../../screens/pages/documents'

export const Route = createFileRoute('/$locale/documentos')({
  staticData: { name: 'documents' },
  validateSearch: (search: Record<string, unknown>): { doc?: string } =>
    typeof search.doc === 'string' ? { doc: search.doc } : {},
  // Validity check: an unknown document shows the 404 page.
  beforeLoad: ({ search }) => assertValid(search.doc === undefined || isDocumentId(search.doc)),
  loader: ({ params }) => loadCatalog(asLocale(params.locale), 'pages'),
  component: DocumentsRoute,
})

function DocumentsRoute() {
  const { locale } = Route.useParams()
  const { doc } = Route.useSearch()
  return <DocumentsPage locale={asLocale(locale)} doc={doc !== undefined && isDocumentId(doc) ? doc : DOCUMENT_IDS[0]} />
}
