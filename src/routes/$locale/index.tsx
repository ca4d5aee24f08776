import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { isLocale, DEFAULT_LOCALE } from '../../../machines/routes'
import { HomeScreen } from '../../screens/home/HomeScreen'

// The calculator (its machine, widgets and rules) loads beside the page: the hero paints first.
const Calculator = lazy(() => import('../../app/calculator'))

export const Route = createFileRoute('/$locale/')({
  staticData: { name: 'home' },
  component: HomeRoute,
})

function HomeRoute() {
  const { locale } = Route.useParams()
  return (
    <HomeScreen
      locale={locale}
      calculator={
        <Suspense fallback={<div className="calculator-placeholder" />}>
          <Calculator locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />
        </Suspense>
      }
    />
  )
}
