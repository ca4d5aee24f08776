import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { pathFor, type Locale, asLocale } from '../../../domain/routes'
import { useOpenLoanPage } from '../../../app/loan'
import { navigateTo } from '../../../app/navigator'
import { NoLoanScreen } from '../../../screens/profile/NoLoanScreen'

const Calculator = lazy(() => import('../../../app/calculator'))

/** A repeated client applies from here at once: the application's code loads with the choice. */
function applyDirectly(locale: Locale) {
  void import('../../../app/application').then(
    (application) => application.applyDirectly(locale),
    () => navigateTo(pathFor('application-apply', locale)),
  )
}

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
        <Calculator locale={locale} mode="compact" applyDirectly={() => applyDirectly(locale)} />
      </Suspense>
    </NoLoanScreen>
  )
}
