import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { asLocale } from '../../../domain/routes'
import { applyFromNoLoan, useOpenLoanPage } from '../../../app/loan'
import { NoLoanScreen } from '../../../screens/profile/NoLoanScreen'

const Calculator = lazy(() => import('../../../app/calculator'))

export const Route = createFileRoute('/$locale/profile/no-loan')({
  staticData: { name: 'profile-no-loan' },
  component: ProfileNoLoanRoute,
})

/** The view when there is no loan, with the compact calculator to apply from. */
function ProfileNoLoanRoute() {
  const { locale: param } = Route.useParams()
  const locale = asLocale(param)
  // Whether a loan is active is asked as the page opens: a client whose loan is active is shown it instead.
  useOpenLoanPage({ type: 'loan.check' })
  return (
    <NoLoanScreen locale={locale}>
      <Suspense fallback={<div className="calculator-placeholder" />}>
        <Calculator locale={locale} mode="compact" applyDirectly={() => applyFromNoLoan(locale)} />
      </Suspense>
    </NoLoanScreen>
  )
}
