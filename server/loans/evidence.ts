import type { Kysely } from 'kysely'
import { mexicoInstant as mexicoInstantOf } from '../../src/domain/mexico-time'
import type { Database, LoanRow, SignatureEventRow, SignedDocumentRow } from '../db'
import { DIGEST_NAME } from './canonical-content'
import { loanNumber, SIGNED_LOAN_STATUSES } from './documents'
import { consentsOf, type EvidenceConsent } from './evidence-consents'
import { signaturesOf } from './signature-events'
import { loanTarget, signedDocumentsOf, storeSignedDocuments } from './signed-documents'

/** One stored PDF of the loan and its digest. */
export interface EvidenceDocument {
  kind: string
  /** Null: the loan's agreement; else the extension whose agreement it is. */
  rolloverId: number | null
  sha256: string
  /** The digest of the canonical content the document prints. */
  contentSha256: string | null
  size: number
  storedAt: string
}

export interface EvidenceSignature {
  rolloverId: number | null
  signedAt: string
  ip: string
  device: string
  /** 'sms' with its destination masked; both null for a signature without code. */
  codeChannel: string | null
  codeDestination: string | null
  /** What it signed: the stored documents of the signature. */
  signed: { kind: string; sha256: string }[]
}

/** The evidence file of a loan: what the client accepted, what was signed, and how. */
export interface Evidence {
  loanId: number
  number: string
  startDate: string
  dueDate: string
  digest: string
  consents: EvidenceConsent[]
  documents: EvidenceDocument[]
  signatures: EvidenceSignature[]
  generatedAt: string
}

/** A signed loan of the client's own; undefined for anything else (answered 404). */
export function ownSignedLoan(db: Kysely<Database>, clientId: number, loanId: number): Promise<LoanRow | undefined> {
  return db
    .selectFrom('loans')
    .selectAll()
    .where('id', '=', loanId)
    .where('client_id', '=', clientId)
    .where('status', 'in', SIGNED_LOAN_STATUSES)
    .executeTakeFirst()
}

/** Stores what a loan signed before documents were stored (the loan's agreement, its signed extensions'). */
async function storeMissing(db: Kysely<Database>, loan: LoanRow, now: Date): Promise<void> {
  const rollovers = await db
    .selectFrom('rollovers')
    .select('id')
    .where('loan_id', '=', loan.id)
    .where('signed_at', 'is not', null)
    .orderBy('id')
    .execute()
  const events = await signaturesOf(db, loan.id)
  for (const rolloverId of [null, ...rollovers.map((row) => row.id)]) {
    const event = events.find((candidate) => candidate.rollover_id === rolloverId)
    await storeSignedDocuments(db, loanTarget(loan.id, rolloverId), event?.id ?? null, now)
  }
}

const documentView = (row: SignedDocumentRow): EvidenceDocument => ({
  kind: row.kind,
  rolloverId: row.rollover_id,
  sha256: row.sha256,
  contentSha256: row.content_sha256,
  size: row.size,
  storedAt: row.created_at,
})

const signatureView =
  (documents: SignedDocumentRow[]) =>
  (event: SignatureEventRow): EvidenceSignature => ({
    rolloverId: event.rollover_id,
    signedAt: event.signed_at,
    ip: event.ip,
    device: event.user_agent,
    codeChannel: event.code_channel,
    codeDestination: event.code_destination,
    signed: documents.filter((doc) => doc.signature_id === event.id).map((doc) => ({ kind: doc.kind, sha256: doc.sha256 })),
  })

/** The evidence of one signed loan (its documents stored first when they were not yet). */
export async function loanEvidence(db: Kysely<Database>, loan: LoanRow, now: Date): Promise<Evidence> {
  await storeMissing(db, loan, now)
  const documents = await signedDocumentsOf(db, loan.id)
  const signatures = await signaturesOf(db, loan.id)
  return {
    loanId: loan.id,
    number: loanNumber(loan.id),
    startDate: loan.start_date,
    dueDate: loan.due_date,
    digest: DIGEST_NAME,
    consents: await consentsOf(db, loan.client_id),
    documents: documents.map(documentView),
    signatures: signatures.map(signatureView(documents)),
    generatedAt: now.toISOString(),
  }
}

/** An instant as the evidence PDF prints it: dd/mm/yyyy hh:mm:ss in central Mexico time. */
export function mexicoInstant(stamp: string): string {
  return mexicoInstantOf(new Date(stamp))
}
