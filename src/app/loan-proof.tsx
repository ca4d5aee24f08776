import { useState, type ReactNode } from 'react'
import { loanProofCalls } from '../api/loan-proof'
import type { Problem } from '../domain/problem'
import { LoanProofsContext, type ProofDownload } from '../screens/profile/loan/LoanProofs'
import { VerifyContractPage, type VerifyState } from '../screens/verify/VerifyContractPage'
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

/** The public check's answer for a refusal: too large (413), too many (429), or it did not work. */
function refusedState(problem: unknown): VerifyState {
  const status = (problem as Problem | undefined)?.status
  return status === 413 ? 'too-large' : status === 429 ? 'too-many' : 'failed'
}

/** `/verificar-contrato`: reads the chosen file and asks the ERP whether it is a signed agreement. */
export function VerifyContractContainer() {
  const [state, setState] = useState<VerifyState>('idle')
  const check = (file: File) => {
    if (state === 'checking') return
    setState('checking')
    file
      .arrayBuffer()
      .then((buffer) => calls.check(new Uint8Array(buffer)))
      .then(setState, (problem: unknown) => setState(refusedState(problem)))
  }
  return <VerifyContractPage state={state} onCheck={check} />
}
