import { useState } from 'react'
import { loanProofCalls } from '../api/loan-proof'
import type { Problem } from '../domain/problem'
import { VerifyContractPage, type VerifyState } from '../screens/verify/VerifyContractPage'
import { api } from './api'

// Apart from my loan's proofs (./loan-proof.tsx): the public page's styles are its own, and my loan
// must not load them.
const calls = loanProofCalls(api)

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
