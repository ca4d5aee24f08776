import type { components } from '../../api/schema'
import type { Problem } from '../domain/problem'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

export type LoanDocument = components['schemas']['LoanDocument']
export type LoanDocumentType = components['schemas']['LoanDocumentType']

/** Documents shown on one page of the client's list. */
export const DOCUMENTS_PER_PAGE = 10

/** One page of the client's documents, where it stands in the list, and the types that can be downloaded now. */
export interface DocumentList {
  items: LoanDocument[]
  /** The page shown (from 1) and how many there are; one page when the ERP sent no pagination. */
  page: number
  totalPages: number
  downloadable: LoanDocumentType[]
}

/** A downloaded document: the PDF and the name to save it under. */
export interface SavedFile {
  blob: Blob
  fileName: string
}

/**
 * The file name of a `Content-Disposition` header (`attachment; filename=loan_agreement-3.pdf`,
 * quoted or not, or the RFC 5987 `filename*=UTF-8''…` form), always ending in `.pdf`:
 * these downloads are saved as PDF. `fallback` when the header names none.
 */
export function pdfFileName(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/)?.[1]
  const plain = disposition?.match(/filename\s*=\s*("([^"]*)"|[^;]+)/)
  let name = fallback
  try {
    if (encoded) name = decodeURIComponent(encoded.trim())
    else if (plain) name = (plain[2] ?? plain[1] ?? '').trim()
  } catch {
    name = fallback
  }
  // Only the last path segment, and nothing a file system would refuse.
  name = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f<>:"|?*]/g, '').trim() || fallback
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`
}

/** A refused download (its status; -1 when no answer came), as the machines read it. */
const problemOf = (status: number): Problem => ({ status, violations: [] })

/** A binary answer as a PDF file; a refusal is thrown as a Problem. */
export async function asPdf(
  call: Promise<{ data?: Blob; error?: unknown; response: Response }>,
  fallback: string,
): Promise<SavedFile> {
  let settled: { data?: Blob; error?: unknown; response: Response }
  try {
    settled = await call
  } catch {
    throw problemOf(-1)
  }
  const { data, response } = settled
  if (!response.ok || !data) throw problemOf(response.status)
  return {
    // The browser saves the type given here: a PDF, whatever a proxy called it.
    blob: data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' }),
    fileName: pdfFileName(response.headers.get('Content-Disposition'), fallback),
  }
}

/** The documents calls: the client's documents and the loan's. */
export function documentCalls(api: ApiClient) {
  return {
    /** A page of the documents, newest first (GET document/list), and the types to download (GET document). */
    async list(page = 1): Promise<DocumentList> {
      const [listed, all] = await Promise.all([
        settle(api.GET('/web/private/client/document/list', { params: { query: { page, perPage: DOCUMENTS_PER_PAGE } } })),
        settle(api.GET('/web/private/client/document')),
      ])
      const items = unwrap(listed)
      const { downloadable } = unwrap(all)
      const pagination = listed.ok ? listed.pagination : undefined
      return { items, downloadable, page: pagination?.page || page, totalPages: Math.max(pagination?.totalPages ?? 1, 1) }
    },
    /** The latest document of a type (GET document/download/{type}). */
    download(type: LoanDocumentType): Promise<SavedFile> {
      return asPdf(
        api.GET('/web/private/client/document/download/{type}', { params: { path: { type } }, parseAs: 'blob' }),
        `${type}.pdf`,
      )
    },
    /** One document through a temporary download id (POST render/document, then GET document/download-temporary/{id}). */
    async temporary(document: LoanDocument): Promise<SavedFile> {
      const rendered = unwrap(
        await settle(api.POST('/web/private/client/render/document', { body: { type: document.type, documentId: document.id } })),
      )
      return asPdf(
        api.GET('/web/private/client/document/download-temporary/{id}', {
          params: { path: { id: rendered.id } },
          parseAs: 'blob',
        }),
        document.fileName,
      )
    },
    /** The agreement of the active loan, or the draft of the open application (GET draft-loan-agreement-pdf). */
    draft(): Promise<SavedFile> {
      return asPdf(api.GET('/web/private/client/draft-loan-agreement-pdf', { parseAs: 'blob' }), 'contrato-borrador.pdf')
    },
  }
}
