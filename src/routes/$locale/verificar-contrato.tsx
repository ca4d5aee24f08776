import { createFileRoute } from '@tanstack/react-router'
import { VerifyContractContainer } from '../../app/verify-contract'

export const Route = createFileRoute('/$locale/verificar-contrato')({
  staticData: { name: 'verify-contract' },
  component: VerifyContractContainer,
})
