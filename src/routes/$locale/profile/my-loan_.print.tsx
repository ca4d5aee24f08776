import { createFileRoute } from '@tanstack/react-router'
import { loanViewOf, sameLoanView, useLoan, useOpenLoanPage } from '../../../app/loan'
import { PrintSlipScreen } from '../../../screens/profile/loan/PrintSlipScreen'

// A plain check, not zod: route options other than the component are in the start-up code (performance budget).
const search = (query: Record<string, unknown>): { ref?: string } =>
  typeof query.ref === 'string' && query.ref.length > 0 && query.ref.length <= 100 ? { ref: query.ref } : {}

export const Route = createFileRoute('/$locale/profile/my-loan_/print')({
  staticData: { name: 'profile-my-loan-print', layout: 'print' },
  validateSearch: search,
  component: ProfileMyLoanPrintRoute,
})

/**
 * The printable cash slip of a reference (print layout): `ref` is the reference's idempotency
 * key, so a reload asks the ERP again with it and gets the same reference back.
 */
function ProfileMyLoanPrintRoute() {
  const { locale } = Route.useParams()
  const { ref } = Route.useSearch()
  useOpenLoanPage(ref ? { type: 'print.opened', key: ref } : { type: 'loan.open' })
  const view = useLoan(loanViewOf, sameLoanView)
  return <PrintSlipScreen locale={locale} view={view} slipKey={ref ?? null} />
}
