import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  downloadDocument,
  downloadTemporaryDocument,
  getDocuments,
  getDraftLoanAgreement,
  getTermsDocument,
  listDocuments,
  renderDocument,
} from '../../api'
import { formHook, refuseForm } from '../accounts/forms'
import { takeAddressSlot } from '../auth/address-limit'
import type { Limit } from '../auth/rate-limit'
import { checkTermsReader, renderTermsPdf, termsFileName } from '../documents/terms-pdf'
import { caratulaOf, caratulaTermsOfOffer } from '../../src/domain/caratula'
import { PRICE_LISTS, toCents, toPesos } from '../../src/domain/pricing'
import { activeApplicationOf, sequenceTypeOfRow } from '../applications/store'
import { priceApplication } from '../applications/pricing'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import type { DocumentRow } from '../db'
import { findActiveLoan } from '../loans/active-loan'
import { renderAgreementPdf } from '../loans/agreement-pdf'
import {
  clientDocuments,
  createTemporaryDownload,
  documentView,
  earlyPayoffExample,
  fileNameOf,
  findTemporaryDownload,
  fullName,
} from '../loans/documents'
import { kindOfDocument, loanTarget, signedDocumentPdf } from '../loans/signed-documents'
import { mexicoDate, mexicoToday } from '../pricing/today'
import type { Services } from '../services'

/** A PDF answer, saved by the browser under its file name. */
export function pdfAnswer(c: Context, bytes: Uint8Array, fileName: string) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename=${fileName}`,
    'Cache-Control': 'private, no-store',
  })
}

const noDocument = (c: Context) => refuse(c, 404, 'Not found.', { code: 'not_found' })

/** Public terms documents per client address: a guest reads two or three; a PDF costs CPU. */
const TERMS_DOCUMENT_LIMIT: Limit = { max: 60, windowMs: 60 * 60 * 1000 }

/** Loan and rollover agreements: list, download, draft, temporary downloads. */
export function mountLoanDocuments(app: OpenAPIHono, services: Services): void {
  const { db } = services

  app.openapi(listDocuments, async (c) => {
    const docs = await clientDocuments(db, clientIdOf(c), services.now())
    return c.json({ data: docs.map(documentView) }, 200)
  })

  app.openapi(getDocuments, async (c) => {
    const docs = await clientDocuments(db, clientIdOf(c), services.now())
    const downloadable = [...new Set(docs.map((doc) => doc.type))].filter(
      (type) => type === 'loan_agreement' || type === 'caratula' || type === 'rollover_agreement',
    )
    return c.json({ data: { items: docs.map(documentView), total: docs.length, downloadable } }, 200)
  })

  app.openapi(downloadDocument, async (c) => {
    const { type } = c.req.valid('param')
    const docs = await clientDocuments(db, clientIdOf(c), services.now())
    const doc = docs.find((candidate) => candidate.type === type)
    if (!doc) return noDocument(c)
    return pdfAnswer(c, await signedDocumentPdf(db, doc, kindOfDocument(doc), services.now()), fileNameOf(doc))
  })

  app.openapi(getDraftLoanAgreement, async (c) => {
    const clientId = clientIdOf(c)
    const now = services.now()
    const loan = await findActiveLoan(db, clientId)
    if (loan) {
      const bytes = await signedDocumentPdf(db, loanTarget(loan.id), 'agreement', now)
      return pdfAnswer(c, bytes, `loan_agreement-${loan.id}.pdf`)
    }
    // Before signing: the agreement of the open application, priced as signing it today would (marked draft).
    const application = await activeApplicationOf(db, clientId)
    const offer =
      application &&
      priceApplication(
        toPesos(application.principal_amount),
        sequenceTypeOfRow(application),
        mexicoToday(now),
        application.repayment_date,
        application.promo_code,
      )
    if (!application || !offer) return noDocument(c)
    const client = await db
      .selectFrom('clients')
      .select(['first_name', 'middle_name', 'last_names', 'curp'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow()
    const sequenceType = sequenceTypeOfRow(application)
    const fees =
      toCents(offer.serviceFee.amount) + toCents(offer.processingFee) + toCents(offer.withdrawalFee) + toCents(offer.invoicingFee)
    const bytes = await renderAgreementPdf({
      draft: true,
      number: `SOL-${application.hashed_id}`,
      clientName: fullName(client),
      clientCurp: client.curp,
      principal: toCents(offer.principal),
      termDays: offer.term,
      startDate: mexicoDate(now),
      dueDate: offer.endDate,
      interest: toCents(offer.interest.amount),
      fees,
      vat: toCents(offer.vat.amount),
      total: toCents(offer.total),
      cat: offer.apr,
      caratula: caratulaOf(caratulaTermsOfOffer(offer, sequenceType)),
      earlyPayoff: earlyPayoffExample({
        principalCents: toCents(offer.principal),
        termDays: offer.term,
        prices: PRICE_LISTS[sequenceType],
        discount: offer.discount,
      }),
      signedOn: null,
    })
    return pdfAnswer(c, bytes, `draft-loan-agreement-${application.hashed_id}.pdf`)
  })

  app.openapi(renderDocument, async (c) => {
    const clientId = clientIdOf(c)
    const now = services.now()
    const { type, documentId } = c.req.valid('json')
    const docs = await clientDocuments(db, clientId, now)
    const doc: DocumentRow | undefined = docs.find(
      (candidate) => candidate.type === type && (documentId === undefined || candidate.id === documentId),
    )
    if (!doc) return noDocument(c)
    const download = await createTemporaryDownload(db, clientId, doc.id, now)
    return c.json(
      {
        data: {
          id: download.id,
          expiresAt: download.expires_at,
          url: `/web/private/client/document/download-temporary/${download.id}`,
          document: documentView(doc),
        },
      },
      200,
    )
  })

  app.openapi(
    getTermsDocument,
    async (c) => {
      const body = c.req.valid('json')
      const reader = checkTermsReader(body)
      if (!reader.ok) return refuseForm(c, reader.violations)
      const slot = await takeAddressSlot(services, c, 'terms_document', TERMS_DOCUMENT_LIMIT)
      if (!slot.allowed) {
        return refuse(c, 429, 'Too many documents requested from this address. Try again later.', {
          code: 'too_many_requests',
          retryAfterSeconds: slot.retryAfterSeconds,
        })
      }
      const bytes = await renderTermsPdf({ type: body.type, ...reader.value, today: mexicoDate(services.now()) })
      return pdfAnswer(c, bytes, termsFileName(body.type))
    },
    formHook,
  )

  app.openapi(downloadTemporaryDocument, async (c) => {
    const doc = await findTemporaryDownload(db, clientIdOf(c), c.req.valid('param').id, services.now())
    if (!doc) return noDocument(c)
    return pdfAnswer(c, await signedDocumentPdf(db, doc, kindOfDocument(doc), services.now()), fileNameOf(doc))
  })
}
