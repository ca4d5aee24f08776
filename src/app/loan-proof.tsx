import type { ReactNode } from 'react'
import { loanProofCalls } from '../api/loan-proof'
import { LoanProofsContext, type ProofDownload } from '../screens/profile/loan/LoanProofs'
import { api } from './api'
import { saveFile } from './downloads'

const calls = loanProofCalls(api)

/** Each file of a loan's proof, fetched and saved under its name. */
const downloadProof: ProofDownload = async (loanId, file) => {
  const saved =
    file === 'agreement'
      ? await calls.signedDocument(loanId, 'agreement')
      : file === 'evidence-pdf'
        ? await calls.evidencePdf(loanId)
        : await calls.evidenceJson(loanId)
  saveFile(saved)
}

/** My loan's "Comprobantes" block gets its downloads from here. */
export function LoanProofsProvider({ children }: { children: ReactNode }) {
  return <LoanProofsContext.Provider value={downloadProof}>{children}</LoanProofsContext.Provider>
}
