/** The public legal documents shown at /documentos, addressed as `?doc=<id>`. */
export const DOCUMENT_IDS = ['aviso-de-privacidad', 'terminos-y-condiciones', 'resumen-del-contrato'] as const

export type DocumentId = (typeof DOCUMENT_IDS)[number]

export const DEFAULT_DOCUMENT_ID: DocumentId = 'aviso-de-privacidad'

export function isDocumentId(value: unknown): value is DocumentId {
  return typeof value === 'string' && (DOCUMENT_IDS as readonly string[]).includes(value)
}
