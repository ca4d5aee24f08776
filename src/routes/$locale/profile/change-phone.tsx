import { createFileRoute } from '@tanstack/react-router'
import { enterAccount } from '../../../app/guards'
import { asLocale } from '../../../domain/routes'
import { ChangePhoneContainer } from '../../../app/profile-account'

export const Route = createFileRoute('/$locale/profile/change-phone')({
  staticData: { name: 'profile-change-phone' },
  beforeLoad: enterAccount,
  component: ProfileChangePhoneRoute,
})

function ProfileChangePhoneRoute() {
  const { locale } = Route.useParams()
  return <ChangePhoneContainer locale={asLocale(locale)} />
}
