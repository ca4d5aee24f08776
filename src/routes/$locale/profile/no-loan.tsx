import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { DEFAULT_LOCALE, isLocale } from '../../../../machines/routes'
import { NoLoanScreen } from '../../../screens/profile/NoLoanScreen'

const Calculator = lazy(() => import('../../../app/calculator'))

export const Route = createFileRoute('/$locale/profile/no-loan')({
  staticData: { name: 'profile-no-loan' },
  component: ProfileNoLoanRoute,
})

/** The view when there is no loan, with the compact calculator to apply from. */
function ProfileNoLoanRoute() {
  const { locale } = Route.useParams()
  return (
    <NoLoanScreen locale={locale}>
      <Suspense fallback={<div className="calculator-placeholder" />}>
        <Calculator locale={isLocale(locale) ? locale : DEFAULT_LOCALE} mode="compact" />
      </Suspense>
    </NoLoanScreen>
  )
}
