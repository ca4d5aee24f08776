import { createFileRoute } from '@tanstack/react-router'
import { enterAccount } from '../../../app/guards'
import { asLocale } from '../../../domain/routes'
import { ChangeEmailContainer } from '../../../app/profile-account'

export const Route = createFileRoute('/$locale/profile/change-email')({
  staticData: { name: 'profile-change-email' },
  beforeLoad: enterAccount,
  component: ProfileChangeEmailRoute,
})

function ProfileChangeEmailRoute() {
  const { locale } = Route.useParams()
  return <ChangeEmailContainer locale={asLocale(locale)} />
}
