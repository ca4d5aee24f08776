import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_LOCALE, isLocale } from '../../../domain/routes'
import { ChangePhoneContainer } from '../../../app/profile-account'

export const Route = createFileRoute('/$locale/profile/change-phone')({
  staticData: { name: 'profile-change-phone' },
  component: ProfileChangePhoneRoute,
})

function ProfileChangePhoneRoute() {
  const { locale } = Route.useParams()
  return <ChangePhoneContainer locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />
}
