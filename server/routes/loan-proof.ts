import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { checkSignedDocument, getLoanEvidence, getLoanEvidencePdf, getSignedDocument, MAX_CHECKED_PDF_BYTES } from '../../api'
import { formHook } from '../accounts/forms'
import { takeAddressSlot } from '../auth/address-limit'
import type { Limit } from '../auth/rate-limit'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import { limitBody } from '../body-limit'
import { loanEvidence, ownSignedLoan } from '../loans/evidence'
import { renderEvidencePdf } from '../loans/evidence-pdf'
import { isSignedKind, isSignedPdf, loanTarget, signedDocumentPdf } from '../loans/signed-documents'
import type { Services } from '../services'
import { decodeBase64 } from '../uploads/documents'
import { pdfAnswer } from './loan-documents'

/** The public check's path: its body (a whole PDF in base64) has a limit of its own. */
export const SIGNED_DOCUMENT_CHECK_PATH = '/web/public/signed-document/check'

/** The check's body limit: the largest PDF it reads, in base64, with its JSON framing. */
const CHECK_BODY_LIMIT = Math.ceil(MAX_CHECKED_PDF_BYTES / 3) * 4 + 4096

/**
 * Public checks per client address: a person checks a file or two; hashing costs little, but each
 * check is a guess at the stored digests, so guesses stay few.
 */
const CHECK_LIMIT: Limit = { max: 30, windowMs: 60 * 60 * 1000 }

const noLoan = (c: Context) => refuse(c, 404, 'Not found.', { code: 'not_found' })

/** The stored PDFs of a signed loan, its evidence file (JSON and PDF), and the public check. */
export function mountLoanProof(app: OpenAPIHono, services: Services): void {
  const { db } = services

  app.openapi(getSignedDocument, async (c) => {
    const { loanId, kind } = c.req.valid('param')
    const loan = await ownSignedLoan(db, clientIdOf(c), loanId)
    if (!loan || !isSignedKind(kind)) return noLoan(c)
    return pdfAnswer(c, await signedDocumentPdf(db, loanTarget(loan.id), kind, services.now()), `${kind}-${loan.id}.pdf`)
  })

  app.openapi(getLoanEvidence, async (c) => {
    const loan = await ownSignedLoan(db, clientIdOf(c), c.req.valid('param').loanId)
    if (!loan) return noLoan(c)
    return c.json({ data: await loanEvidence(db, loan, services.now()) }, 200)
  })

  app.openapi(getLoanEvidencePdf, async (c) => {
    const loan = await ownSignedLoan(db, clientIdOf(c), c.req.valid('param').loanId)
    if (!loan) return noLoan(c)
    const bytes = await renderEvidencePdf(await loanEvidence(db, loan, services.now()))
    return pdfAnswer(c, bytes, `evidencia-${loan.id}.pdf`)
  })

  app.use(SIGNED_DOCUMENT_CHECK_PATH, limitBody(CHECK_BODY_LIMIT, 'The document is too large.'))
  app.openapi(
    checkSignedDocument,
    async (c) => {
      const slot = await takeAddressSlot(services, c, 'signed_document_check', CHECK_LIMIT)
      if (!slot.allowed) {
        return refuse(c, 429, 'Too many checks from this address. Try again later.', {
          code: 'too_many_requests',
          retryAfterSeconds: slot.retryAfterSeconds,
        })
      }
      const bytes = decodeBase64(c.req.valid('json').content)
      if (!bytes) {
        return refuse(c, 400, 'The content is not base64.', {
          code: 'validation_failed',
          violations: [{ propertyPath: 'content', status: 'not_base64', message: 'The content is not base64.' }],
        })
      }
      if (bytes.byteLength > MAX_CHECKED_PDF_BYTES) return refuse(c, 413, 'The document is too large.', { code: 'too_large' })
      // Only whether it matches: never which loan, whose, or when.
      return c.json({ data: { matches: await isSignedPdf(db, bytes) } }, 200)
    },
    formHook,
  )
}
