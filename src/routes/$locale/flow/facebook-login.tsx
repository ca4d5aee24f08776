import { createFileRoute } from '@tanstack/react-router'
import { useFacebookLogin } from '../../../app/flow'
import { asLocale, pathFor } from '../../../domain/routes'
import { requireFlow } from '../../../app/guards'
import { FacebookLoginScreen } from '../../../screens/flow/FacebookLoginScreen'

export const Route = createFileRoute('/$locale/flow/facebook-login')({
  staticData: { name: 'facebook-login' },
  beforeLoad: requireFlow,
  component: FacebookLoginRoute,
})

function FacebookLoginRoute() {
  const { url, off } = useFacebookLogin()
  const { locale } = Route.useParams()
  return <FacebookLoginScreen url={url} off={off} contactsHref={pathFor('contacts', asLocale(locale))} />
}
