import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { asLocale } from '../../domain/routes'
import { useHydrated } from '../../ui/hydration'
import { HomeScreen } from '../../screens/home/HomeScreen'

// The calculator (its machine, widgets and rules) loads beside the page: the hero paints first.
let calculatorChunk: Promise<typeof import('../../app/calculator')> | null = null
const loadCalculator = () => (calculatorChunk ??= import('../../app/calculator'))
const Calculator = lazy(loadCalculator)

export const Route = createFileRoute('/$locale/')({
  staticData: { name: 'home' },
  // The chunk downloads while the page starts (not once React has taken the page over).
  loader: () => {
    void loadCalculator().catch(() => {}) // a failed chunk fails again, and is handled, where it renders
  },
  component: HomeRoute,
})

function HomeRoute() {
  const { locale } = Route.useParams()
  // The calculator shows the visitor's own choices (its cookie): the rendered HTML holds its
  // placeholder, and the calculator renders once the page is hydrated (ui/hydration.ts).
  const hydrated = useHydrated()
  return (
    <HomeScreen
      locale={locale}
      calculator={
        hydrated ? (
          <Suspense fallback={<div className="calculator-placeholder" />}>
            <Calculator locale={asLocale(locale)} />
          </Suspense>
        ) : (
          <div className="calculator-placeholder" />
        )
      }
    />
  )
}
