import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { DocumentType, MAX_DOCUMENT_BYTES, REQUIRED_DOCUMENT_TYPES } from '../../api/routes/uploads'
import type { ClientDocumentTable, Database, UploadState } from '../db'
import { stamp } from '../db/time'
import { sniffDocument, type DocumentMime } from '../../src/domain/file-type'

type DocumentType = (typeof DocumentType.options)[number]

/** What the routes answer for a stored document (never its content). */
export interface DocumentSummary {
  id: number
  type: DocumentType
  mime: DocumentMime
  size: number
  sha256: string
  createdAt: string
}

export type UploadResult =
  { ok: true; document: DocumentSummary } | { ok: false; reason: 'not_base64' | 'upload_wrong_format' | 'too_large' }

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Base64 (standard; a data-URL prefix and whitespace tolerated) to bytes; null when not base64. */
export function decodeBase64(text: string): Buffer | null {
  const body = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '')
  if (body.length === 0 || body.length % 4 !== 0 || !BASE64.test(body)) return null
  return Buffer.from(body, 'base64')
}

/** The largest base64 text a document of MAX_DOCUMENT_BYTES can have (plus a data-URL prefix). */
export const MAX_BASE64_CHARS = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 256

function summaryOf(
  row: Pick<ClientDocumentTable, 'type' | 'mime' | 'size' | 'sha256' | 'created_at'> & { id: number },
): DocumentSummary {
  return {
    id: row.id,
    type: row.type as DocumentType,
    mime: row.mime as DocumentSummary['mime'],
    size: Number(row.size),
    sha256: row.sha256,
    createdAt: row.created_at,
  }
}

/** Stores one document of the client once its content is an accepted image (or PDF, for a payslip or bank statement) within the limit. */
export async function storeDocument(
  db: Kysely<Database>,
  clientId: number,
  type: DocumentType,
  content: string,
  now: Date,
): Promise<UploadResult> {
  if (content.length > MAX_BASE64_CHARS) return { ok: false, reason: 'too_large' }
  const bytes = decodeBase64(content)
  if (!bytes) return { ok: false, reason: 'not_base64' }
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, reason: 'too_large' }
  const mime = sniffDocument(bytes, type)
  if (!mime) return { ok: false, reason: 'upload_wrong_format' }
  const row = {
    client_id: clientId,
    type,
    mime,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    content_base64: bytes.toString('base64'),
    created_at: stamp(now),
  }
  const { id } = await db.insertInto('client_documents').values(row).returning('id').executeTakeFirstOrThrow()
  return { ok: true, document: summaryOf({ ...row, id: Number(id) }) }
}

/**
 * A path's type and id as a document key, or null. Only a known type and a decimal id pass, so
 * `../`, encoded or not, never reaches storage (and storage is rows, not files, anyway).
 */
export function documentKey(type: string, id: string): { type: DocumentType; id: number } | null {
  const known = DocumentType.safeParse(type)
  if (!known.success || !/^[1-9][0-9]{0,11}$/.test(id)) return null
  return { type: known.data, id: Number(id) }
}

/** One of the client's own documents with its content; another client's answers null. */
export async function findDocument(db: Kysely<Database>, clientId: number, key: { type: DocumentType; id: number }) {
  return db
    .selectFrom('client_documents')
    .select(['id', 'type', 'mime', 'content_base64'])
    .where('id', '=', key.id)
    .where('type', '=', key.type)
    .where('client_id', '=', clientId)
    .executeTakeFirst()
}

export async function deleteDocument(
  db: Kysely<Database>,
  clientId: number,
  key: { type: DocumentType; id: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom('client_documents')
    .where('id', '=', key.id)
    .where('type', '=', key.type)
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function listDocuments(db: Kysely<Database>, clientId: number): Promise<DocumentSummary[]> {
  const rows = await db
    .selectFrom('client_documents')
    .select(['id', 'type', 'mime', 'size', 'sha256', 'created_at'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute()
  return rows.map((row) => summaryOf({ ...row, id: Number(row.id) }))
}

export interface FinalisationState {
  state: UploadState
  missing: DocumentType[]
  documents: DocumentSummary[]
}

/** The state GET client-document/state answers: 'empty' until the first finish. */
export async function uploadState(db: Kysely<Database>, clientId: number): Promise<FinalisationState> {
  const row = await db
    .selectFrom('upload_finalisation')
    .select(['state', 'missing'])
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  const missing = (row?.missing ? row.missing.split(',') : []) as DocumentType[]
  return { state: row?.state ?? 'empty', missing, documents: await listDocuments(db, clientId) }
}

/** Finish: 'done' when every required type has a document, else 'error' with the missing ones. */
export async function finishUploads(db: Kysely<Database>, clientId: number, now: Date): Promise<FinalisationState> {
  const documents = await listDocuments(db, clientId)
  const present = new Set(documents.map((document) => document.type))
  const missing = REQUIRED_DOCUMENT_TYPES.filter((type) => !present.has(type))
  const state: UploadState = missing.length === 0 ? 'done' : 'error'
  const values = { state, missing: missing.length ? missing.join(',') : null, updated_at: stamp(now) }
  await db
    .insertInto('upload_finalisation')
    .values({ client_id: clientId, ...values })
    .onConflict((oc) => oc.column('client_id').doUpdateSet(values))
    .execute()
  return { state, missing, documents }
}
