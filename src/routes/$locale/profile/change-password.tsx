import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_LOCALE, isLocale } from '../../../domain/routes'
import { ChangePasswordContainer } from '../../../app/profile-account'

export const Route = createFileRoute('/$locale/profile/change-password')({
  staticData: { name: 'profile-change-password' },
  component: ProfileChangePasswordRoute,
})

function ProfileChangePasswordRoute() {
  const { locale } = Route.useParams()
  return <ChangePasswordContainer locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />
}
