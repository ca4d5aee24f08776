import type { SavedFile } from '../api/documents'
import { loanProofCalls } from '../api/loan-proof'
import type { LoanFile, LoanFilesView } from '../screens/profile/loan/LoanProofs'
import { api } from './api'
import { useDownloads } from './downloads'

const calls = loanProofCalls(api)

/** Each file of a signed loan, fetched: the stored PDFs byte for byte, the evidence file as asked. */
function loanFile(loanId: number, file: LoanFile): Promise<SavedFile> {
  return file === 'evidence-pdf'
    ? calls.evidencePdf(loanId)
    : file === 'evidence-json'
      ? calls.evidenceJson(loanId)
      : calls.signedDocument(loanId, file)
}

/** My loan's documents and proofs: each file saved under its name, one at a time, its failure shown. */
export function useLoanFiles(): LoanFilesView {
  const { busy, failed, run } = useDownloads<LoanFile>()
  return { busy, failed, onDownload: (loanId, file) => run(file, () => loanFile(loanId, file)) }
}
