import { Await, createFileRoute } from '@tanstack/react-router'
import { settle } from '../../api/client'
import { api } from '../../app/api'
import { HomeScreen, LoanRange, type LoanLimits } from '../../screens/home/HomeScreen'

async function loadLimits(): Promise<LoanLimits | null> {
  const answer = await settle(api.GET('/web/public/config/calculator'))
  if (!answer.ok) return null
  const { amountLimits, initialStates } = answer.data
  return { firstMin: amountLimits.minMainLoan, firstMax: initialStates.new.maxAmount, repeatedMax: amountLimits.amountTo }
}

export const Route = createFileRoute('/$locale/')({
  staticData: { name: 'home' },
  // Not awaited: the page paints at once and the amounts arrive when the ERP answers.
  loader: () => ({ limits: loadLimits() }),
  component: HomeRoute,
})

function HomeRoute() {
  const { locale } = Route.useParams()
  const { limits } = Route.useLoaderData()
  return (
    <HomeScreen
      locale={locale}
      calculator={
        <Await promise={limits} fallback={<LoanRange locale={locale} limits={undefined} />}>
          {(loaded) => <LoanRange locale={locale} limits={loaded} />}
        </Await>
      }
    />
  )
}
