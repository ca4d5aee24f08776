import { createFileRoute } from '@tanstack/react-router'
import { asLocale, pathFor } from '../../../domain/routes'
import { loanViewOf, sameLoanView, sendToLoan, useAgreementHref, useLoan, useOpenLoanPage } from '../../../app/loan'
import { useLoanFiles } from '../../../app/loan-proof'
import { LoanScreen } from '../../../screens/profile/loan/LoanScreen'

export const Route = createFileRoute('/$locale/profile/my-loan')({
  staticData: { name: 'profile-my-loan' },
  component: ProfileMyLoanRoute,
})

/** The active loan, its schedule, extending and repaying (machines/loan.machine.ts). */
function ProfileMyLoanRoute() {
  const { locale } = Route.useParams()
  useOpenLoanPage({ type: 'loan.open' })
  const view = useLoan(loanViewOf, sameLoanView)
  const agreement = useLoan((snapshot) => snapshot.context.agreement)
  const agreementHref = useAgreementHref(agreement)
  const files = useLoanFiles()
  const printHref = view.cashKey
    ? `${pathFor('profile-my-loan', asLocale(locale))}/print?ref=${encodeURIComponent(view.cashKey)}`
    : null
  return (
    <LoanScreen locale={locale} view={view} agreementHref={agreementHref} printHref={printHref} files={files} send={sendToLoan} />
  )
}
