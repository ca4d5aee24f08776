import type { Kysely } from 'kysely'
import { isUniqueViolation, stamp, type Database, type DocumentRow, type SignedDocumentRow } from '../db'
import { renderAgreementPdf, type AgreementFigures } from './agreement-pdf'
import { renderCaratulaPdf } from './caratula-pdf'
import { agreementContentDigest, sha256Hex } from './canonical-content'
import { documentFigures } from './documents'

/*
 * The proof of every loan: at signing, each document of the signature is rendered once from the
 * loan's rows and its bytes stored with their SHA-256; every download serves those bytes
 * unchanged, whatever happens to the rows later. Documents of loans signed before they were
 * stored (seed data, older rows) are stored the first time they are served.
 */

type Renderer = (figures: AgreementFigures) => Promise<Uint8Array>

/**
 * The documents stored at each signature, by kind: adding a kind is one line here. Every kind
 * renders from the same figures; `agreement` is what an agreement download serves.
 */
const SIGNED_RENDERERS = {
  agreement: renderAgreementPdf,
  // The cover sheet as it stood at the signature, dated that day.
  caratula: (figures) => renderCaratulaPdf({ ...figures, issuedOn: figures.signedOn ?? figures.startDate }),
} satisfies Record<string, Renderer>

export type SignedKind = keyof typeof SIGNED_RENDERERS

export const SIGNED_KINDS = Object.keys(SIGNED_RENDERERS) as SignedKind[]

export function isSignedKind(value: string): value is SignedKind {
  return (SIGNED_KINDS as string[]).includes(value)
}

/** The kinds a target's signature stores: a loan's agreement and carátula; an extension's agreement. */
function kindsOf(target: SignedTarget): SignedKind[] {
  return target.rollover_id === null ? SIGNED_KINDS : ['agreement']
}

/** The stored kind a document of the client's list serves. */
export function kindOfDocument(doc: Pick<DocumentRow, 'type'>): SignedKind {
  return doc.type === 'caratula' ? 'caratula' : 'agreement'
}

/** A signed document: a loan's agreement, or one extension's. */
export type SignedTarget = Pick<DocumentRow, 'type' | 'loan_id' | 'rollover_id'>

export function loanTarget(loanId: number, rolloverId: number | null = null): SignedTarget {
  return { type: rolloverId === null ? 'loan_agreement' : 'rollover_agreement', loan_id: loanId, rollover_id: rolloverId }
}

function subjectOf(target: SignedTarget): string {
  return target.rollover_id === null ? `loan:${target.loan_id ?? ''}` : `rollover:${target.rollover_id}`
}

export const bytesOf = (row: Pick<SignedDocumentRow, 'content_base64'>): Uint8Array =>
  new Uint8Array(Buffer.from(row.content_base64, 'base64'))

async function storedRow(db: Kysely<Database>, target: SignedTarget, kind: SignedKind) {
  return db
    .selectFrom('signed_documents')
    .selectAll()
    .where('subject', '=', subjectOf(target))
    .where('kind', '=', kind)
    .executeTakeFirst()
}

/**
 * Renders and stores every kind of a signed target not stored yet; a concurrent store of the same
 * document wins and is kept (the unique subject and kind), so there is only ever one copy.
 */
export async function storeSignedDocuments(
  db: Kysely<Database>,
  target: SignedTarget,
  signatureId: number | null,
  now: Date,
): Promise<SignedDocumentRow[]> {
  const kinds = kindsOf(target)
  const stored = await Promise.all(kinds.map((kind) => storedRow(db, target, kind)))
  if (stored.every((row) => row !== undefined)) return stored
  const figures = await documentFigures(db, target)
  const rows: SignedDocumentRow[] = []
  for (const [index, kind] of kinds.entries()) {
    const existing = stored[index]
    if (existing) {
      rows.push(existing)
      continue
    }
    const bytes = await SIGNED_RENDERERS[kind](figures)
    try {
      const row = await db
        .insertInto('signed_documents')
        .values({
          loan_id: target.loan_id ?? 0,
          rollover_id: target.rollover_id,
          subject: subjectOf(target),
          kind,
          signature_id: signatureId,
          size: bytes.byteLength,
          sha256: sha256Hex(bytes),
          content_sha256: agreementContentDigest(figures),
          content_base64: Buffer.from(bytes).toString('base64'),
          created_at: stamp(now),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      rows.push(row)
    } catch (error) {
      const winner = isUniqueViolation(error) ? await storedRow(db, target, kind) : undefined
      if (!winner) throw error
      rows.push(winner)
    }
  }
  return rows
}

/**
 * Stores the documents of a signature just committed. Should rendering fail, the signature stands
 * and its documents are stored the first time they are served, as those of older loans are.
 */
export async function storeAtSigning(db: Kysely<Database>, target: SignedTarget, signatureId: number, now: Date): Promise<void> {
  try {
    await storeSignedDocuments(db, target, signatureId, now)
  } catch {
    // Left to the first download (signedDocumentPdf): a signed loan is never refused for its copy.
  }
}

/** Whether a target is signed: a loan's agreement once the loan exists, an extension's once its agreement is signed. */
async function isSigned(db: Kysely<Database>, target: SignedTarget): Promise<boolean> {
  if (target.rollover_id === null) return true
  const rollover = await db.selectFrom('rollovers').select('signed_at').where('id', '=', target.rollover_id).executeTakeFirst()
  return Boolean(rollover?.signed_at)
}

/**
 * The PDF of a document of kind `kind`: the stored bytes once signed (stored now for a document
 * signed before documents were stored); before signing (an extension's agreement not signed
 * yet), a draft rendered from the rows and not stored.
 */
export async function signedDocumentPdf(
  db: Kysely<Database>,
  target: SignedTarget,
  kind: SignedKind,
  now: Date,
): Promise<Uint8Array> {
  const stored = await storedRow(db, target, kind)
  if (stored) return bytesOf(stored)
  if (!(await isSigned(db, target))) return SIGNED_RENDERERS[kind](await documentFigures(db, target))
  const events = db
    .selectFrom('signature_events')
    .select('id')
    .where('loan_id', '=', target.loan_id ?? -1)
  const event = await (
    target.rollover_id === null ? events.where('rollover_id', 'is', null) : events.where('rollover_id', '=', target.rollover_id)
  ).executeTakeFirst()
  const rows = await storeSignedDocuments(db, target, event?.id ?? null, now)
  const row = rows.find((candidate) => candidate.kind === kind)
  if (!row) throw new Error(`no ${kind} stored for ${subjectOf(target)}`)
  return bytesOf(row)
}

/** The stored documents of a loan (its agreement's and its extensions'), oldest first. */
export function signedDocumentsOf(db: Kysely<Database>, loanId: number): Promise<SignedDocumentRow[]> {
  return db.selectFrom('signed_documents').selectAll().where('loan_id', '=', loanId).orderBy('id').execute()
}

/** Whether some stored signed document has exactly these bytes (the public check). */
export async function isSignedPdf(db: Kysely<Database>, bytes: Uint8Array): Promise<boolean> {
  const found = await db.selectFrom('signed_documents').select('id').where('sha256', '=', sha256Hex(bytes)).executeTakeFirst()
  return found !== undefined
}
