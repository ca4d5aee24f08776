import { randomBytes } from 'node:crypto'
import { addDays, differenceInCalendarDays } from 'date-fns'
import type { Kysely } from 'kysely'
import { caratulaOf, type Caratula } from '../../src/domain/caratula'
import { fromWireDate, toWireDate } from '../../src/domain/dates'
import {
  amountToSettle,
  catOfSingleRepayment,
  chargesFor,
  extensionsOf,
  isSequenceType,
  toCents,
  type ContractTerms,
  type SequenceType,
} from '../../src/domain/pricing'
import { stamp, stampAfter, type Database, type DocumentRow, type LoanRow, type LoanStatus } from '../db'
import { mexicoDate } from '../pricing/today'
import { contractTermsOf } from './active-loan'
import type { AgreementFigures } from './agreement-pdf'

/** The statuses of a signed loan, active or closed: the loans that have documents. */
export const SIGNED_LOAN_STATUSES: LoanStatus[] = [4, 5, 6, 8, 9, 10]

/** A temporary download id lives 10 minutes. */
export const TEMPORARY_DOWNLOAD_MS = 10 * 60 * 1000

/**
 * The documents a client has: one loan agreement and one carátula per loan (active or closed) and
 * one rollover agreement per paid rollover. Rows are added the first time they are listed, dated
 * when their loan or extension was signed, not when the client first looked; the PDF of a signed
 * one is the copy stored at signing, served unchanged (signed-documents.ts).
 */
export async function clientDocuments(db: Kysely<Database>, clientId: number, now: Date): Promise<DocumentRow[]> {
  // Oldest loan first, so the newest loan's agreement gets the highest id and leads the list.
  const loans = await db
    .selectFrom('loans')
    .select(['id', 'start_date', 'created_at'])
    .where('client_id', '=', clientId)
    .where('status', 'in', SIGNED_LOAN_STATUSES)
    .orderBy('id')
    .execute()
  const existing = await db.selectFrom('documents').selectAll().where('client_id', '=', clientId).execute()
  for (const loan of loans) {
    // The agreement and the carátula, each listed once per loan.
    const loanDocuments = [
      { type: 'loan_agreement', title: `Contrato de crédito ${loanNumber(loan.id)}` },
      { type: 'caratula', title: `Carátula del crédito ${loanNumber(loan.id)}` },
    ] as const
    for (const { type, title } of loanDocuments) {
      if (existing.some((doc) => doc.type === type && doc.loan_id === loan.id)) continue
      await db
        .insertInto('documents')
        // A loan row is made when its agreement is signed.
        .values({ client_id: clientId, loan_id: loan.id, rollover_id: null, type, title, created_at: loan.created_at })
        .execute()
    }
    const rollovers = await db
      .selectFrom('rollovers')
      .select(['id', 'signed_at'])
      .where('loan_id', '=', loan.id)
      .where('invoice_status', '=', 'paid')
      .execute()
    for (const rollover of rollovers) {
      if (!existing.some((doc) => doc.rollover_id === rollover.id)) {
        await db
          .insertInto('documents')
          .values({
            client_id: clientId,
            loan_id: loan.id,
            rollover_id: rollover.id,
            type: 'rollover_agreement',
            title: `Convenio de prórroga ${loanNumber(loan.id)}-${rollover.id}`,
            created_at: rollover.signed_at ?? stamp(now),
          })
          .execute()
      }
    }
  }
  return db.selectFrom('documents').selectAll().where('client_id', '=', clientId).orderBy('id', 'desc').execute()
}

/** The contract number printed on the agreement. */
export function loanNumber(loanId: number): string {
  return `LC-${String(loanId).padStart(8, '0')}`
}

export function documentView(doc: DocumentRow) {
  return {
    id: doc.id,
    type: doc.type,
    title: doc.title,
    loanId: doc.loan_id,
    createdAt: doc.created_at,
    fileName: fileNameOf(doc),
  }
}

export function fileNameOf(doc: Pick<DocumentRow, 'type' | 'loan_id' | 'rollover_id'>): string {
  return `${doc.type}-${doc.loan_id ?? 'draft'}${doc.rollover_id ? `-${doc.rollover_id}` : ''}.pdf`
}

/**
 * The contract's worked example of paying early (clause SEGUNDA), computed by the rule the ERP
 * settles with: what closes the loan halfway through its term.
 */
export function earlyPayoffExample(terms: ContractTerms): AgreementFigures['earlyPayoff'] {
  const days = Math.max(1, Math.floor(terms.termDays / 2))
  return { days, amount: amountToSettle(terms, days, 0) }
}

/** The figures of a loan's agreement, from its rows (and its client's name). */
export async function loanFigures(db: Kysely<Database>, loan: LoanRow, draft: boolean): Promise<AgreementFigures> {
  const client = await db
    .selectFrom('clients')
    .select(['first_name', 'middle_name', 'last_names', 'curp'])
    .where('id', '=', loan.client_id)
    .executeTakeFirstOrThrow()
  const application = await db
    .selectFrom('applications')
    .select(['signed_at', 'term_days', 'sequence_type'])
    .where('id', '=', loan.application_id)
    .executeTakeFirst()
  const start = fromWireDate(loan.start_date)
  const due = fromWireDate(loan.due_date)
  const termDays = start && due ? differenceInCalendarDays(due, start) : (application?.term_days ?? 0)
  const contract = await contractTermsOf(db, loan)
  return {
    draft,
    number: loanNumber(loan.id),
    clientName: fullName(client),
    clientCurp: client.curp,
    principal: loan.principal,
    termDays,
    startDate: loan.start_date,
    dueDate: loan.due_date,
    interest: loan.interest,
    fees: loan.fees,
    vat: loan.vat,
    total: loan.total,
    // The offer's CAT: principal in on the start date, the total without IVA out on the due date.
    cat: termDays > 0 ? catOfSingleRepayment(loan.principal, loan.total - loan.vat, termDays) : 0,
    caratula: loanCaratula(loan, contract, isSequenceType(application?.sequence_type) ? application.sequence_type : 'first'),
    earlyPayoff: earlyPayoffExample(contract),
    signedOn: application?.signed_at ? mexicoDate(new Date(application.signed_at)) : null,
  }
}

/**
 * The carátula of a loan as it was signed: its principal and total, its contract's term from the
 * payout (an extension later moves the due date, not what was signed), the fees of its price list
 * and promo code, and the extensions its price list offers.
 */
export function loanCaratula(loan: LoanRow, contract: ContractTerms, sequenceType: SequenceType): Caratula {
  const start = fromWireDate(loan.start_date)
  const due = start ? addDays(start, contract.termDays) : fromWireDate(loan.due_date)
  const charges = chargesFor(contract.principalCents, contract.termDays, contract.prices, contract.discount)
  return caratulaOf({
    sequenceType,
    principalCents: loan.principal,
    totalCents: loan.total,
    cat: catOfSingleRepayment(loan.principal, loan.total - loan.vat, contract.termDays),
    termDays: contract.termDays,
    startDate: loan.start_date,
    dueDate: due ? toWireDate(due) : loan.due_date,
    processingFeeCents: charges.processingFee,
    serviceFeeCents: charges.serviceFee,
    extensions: due
      ? extensionsOf(loan.principal, due, contract.prices).map((extension) => ({
          days: extension.days,
          cents: toCents(extension.amount_without_vat),
          withVatCents: toCents(extension.amount),
        }))
      : [],
  })
}

export function fullName(client: { first_name: string | null; middle_name: string | null; last_names: string | null }): string {
  return [client.first_name, client.middle_name, client.last_names].filter(Boolean).join(' ')
}

/**
 * The figures of one of the client's documents: its loan's, with the extension of a rollover
 * agreement. A signed document is rendered from them once and its bytes stored (signed-documents.ts).
 */
export async function documentFigures(
  db: Kysely<Database>,
  doc: Pick<DocumentRow, 'type' | 'loan_id' | 'rollover_id'>,
): Promise<AgreementFigures> {
  const loan = await db
    .selectFrom('loans')
    .selectAll()
    .where('id', '=', doc.loan_id ?? -1)
    .executeTakeFirstOrThrow()
  const figures = await loanFigures(db, loan, false)
  if (doc.type === 'rollover_agreement' && doc.rollover_id) {
    const rollover = await db.selectFrom('rollovers').selectAll().where('id', '=', doc.rollover_id).executeTakeFirstOrThrow()
    figures.rollover = {
      days: rollover.days,
      fee: rollover.fee,
      feeWithoutVat: rollover.fee_without_vat,
      newDueDate: rollover.new_due_date,
    }
    // The extension's own signature, not the loan's: read before signing, it is a draft.
    figures.signedOn = rollover.signed_at ? mexicoDate(new Date(rollover.signed_at)) : null
    figures.draft = rollover.signed_at === null
  }
  return figures
}

/** A short-lived download id for one of the client's documents. */
export async function createTemporaryDownload(db: Kysely<Database>, clientId: number, documentId: number, now: Date) {
  const row = {
    id: randomBytes(24).toString('base64url'),
    document_id: documentId,
    client_id: clientId,
    expires_at: stampAfter(now, TEMPORARY_DOWNLOAD_MS),
  }
  await db.insertInto('temporary_downloads').values(row).execute()
  return row
}

/** The document behind a temporary id: only for its own client and before it expires. */
export async function findTemporaryDownload(
  db: Kysely<Database>,
  clientId: number,
  id: string,
  now: Date,
): Promise<DocumentRow | undefined> {
  const row = await db
    .selectFrom('temporary_downloads')
    .innerJoin('documents', 'documents.id', 'temporary_downloads.document_id')
    .selectAll('documents')
    .where('temporary_downloads.id', '=', id)
    .where('temporary_downloads.client_id', '=', clientId)
    .where('temporary_downloads.expires_at', '>', stamp(now))
    .executeTakeFirst()
  return row
}
