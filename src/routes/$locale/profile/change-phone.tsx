import { createFileRoute } from '@tanstack/react-router'
import { asLocale } from '../../../domain/routes'
import { ChangePhoneContainer } from '../../../app/profile-account'

export const Route = createFileRoute('/$locale/profile/change-phone')({
  staticData: { name: 'profile-change-phone' },
  component: ProfileChangePhoneRoute,
})

function ProfileChangePhoneRoute() {
  const { locale } = Route.useParams()
  return <ChangePhoneContainer locale={asLocale(locale)} />
}
