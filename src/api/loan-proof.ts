import type { components } from '../../api/schema'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'
import { asPdf, type SavedFile } from './documents'

export type LoanEvidence = components['schemas']['LoanEvidence']

/** What the public check answers about a PDF: one of the signed documents, or not. */
export type CheckAnswer = 'match' | 'no-match'

/** Bytes as standard base64, in slices (a spread of a whole PDF would overflow the call stack). */
function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return btoa(binary)
}

/** The proof of a loan: its stored PDFs, its evidence file, and the public check of a PDF. */
export function loanProofCalls(api: ApiClient) {
  return {
    /** A stored PDF of a signed loan (GET loan/{loanId}/signed-document/{kind}), byte for byte as signed. */
    signedDocument(loanId: number, kind: string): Promise<SavedFile> {
      return asPdf(
        api.GET('/web/private/client/loan/{loanId}/signed-document/{kind}', {
          params: { path: { loanId, kind } },
          parseAs: 'blob',
        }),
        `${kind}-${loanId}.pdf`,
      )
    },
    /** The evidence file as PDF (GET loan/{loanId}/evidence/pdf). */
    evidencePdf(loanId: number): Promise<SavedFile> {
      return asPdf(
        api.GET('/web/private/client/loan/{loanId}/evidence/pdf', { params: { path: { loanId } }, parseAs: 'blob' }),
        `evidencia-${loanId}.pdf`,
      )
    },
    /** The evidence file as JSON (GET loan/{loanId}/evidence), saved as the ERP answered it. */
    async evidenceJson(loanId: number): Promise<SavedFile> {
      const evidence: LoanEvidence = unwrap(
        await settle(api.GET('/web/private/client/loan/{loanId}/evidence', { params: { path: { loanId } } })),
      )
      return {
        blob: new Blob([`${JSON.stringify(evidence, null, 2)}\n`], { type: 'application/json' }),
        fileName: `evidencia-${loanId}.json`,
      }
    },
    /** Whether a PDF is one of the signed documents (POST signed-document/check); refusals are thrown. */
    async check(bytes: Uint8Array): Promise<CheckAnswer> {
      const answer = unwrap(await settle(api.POST('/web/public/signed-document/check', { body: { content: toBase64(bytes) } })))
      return answer.matches ? 'match' : 'no-match'
    },
  }
}
