import { createFileRoute } from '@tanstack/react-router'
import { enterAccount } from '../../../app/guards'
import { asLocale } from '../../../domain/routes'
import { ChangePasswordContainer } from '../../../app/profile-account'

export const Route = createFileRoute('/$locale/profile/change-password')({
  staticData: { name: 'profile-change-password' },
  beforeLoad: enterAccount,
  component: ProfileChangePasswordRoute,
})

function ProfileChangePasswordRoute() {
  const { locale } = Route.useParams()
  return <ChangePasswordContainer locale={asLocale(locale)} />
}
