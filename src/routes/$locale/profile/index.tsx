import { createFileRoute } from '@tanstack/react-router'
import { enterAccount } from '../../../app/guards'
import { asLocale } from '../../../domain/routes'
import { ProfileContainer } from '../../../app/profile'

export const Route = createFileRoute('/$locale/profile/')({
  staticData: { name: 'profile' },
  beforeLoad: enterAccount,
  component: ProfileRoute,
})

/** The client's own page: data, status, the loan at a glance, documents and referrals. */
function ProfileRoute() {
  const { locale } = Route.useParams()
  return <ProfileContainer locale={asLocale(locale)} />
}
