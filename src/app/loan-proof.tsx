import type { SavedFile } from '../api/documents'
import { loanProofCalls } from '../api/loan-proof'
import type { LoanProofsView, ProofFile } from '../screens/profile/loan/LoanProofs'
import { api } from './api'
import { useDownloads } from './downloads'

const calls = loanProofCalls(api)

/** Each file of a loan's proof, fetched. */
function proofFile(loanId: number, file: ProofFile): Promise<SavedFile> {
  return file === 'agreement'
    ? calls.signedDocument(loanId, 'agreement')
    : file === 'evidence-pdf'
      ? calls.evidencePdf(loanId)
      : calls.evidenceJson(loanId)
}

/** My loan's "Comprobantes": each file saved under its name, one at a time, its failure shown. */
export function useLoanProofs(): LoanProofsView {
  const { busy, failed, run } = useDownloads<ProofFile>()
  return { busy, failed, onDownload: (loanId, file) => run(file, () => proofFile(loanId, file)) }
}
