import { createFileRoute } from '@tanstack/react-router'
import { useFlowView } from '../../../app/flow'
import { asLocale, pathFor } from '../../../domain/routes'
import { requireFlow } from '../../../app/guards'
import { FacebookLoginScreen } from '../../../screens/flow/FacebookLoginScreen'

export const Route = createFileRoute('/$locale/flow/facebook-login')({
  staticData: { name: 'facebook-login' },
  beforeLoad: requireFlow,
  component: FacebookLoginRoute,
})

function FacebookLoginRoute() {
  const { facebookUrl, facebookOff } = useFlowView()
  const { locale } = Route.useParams()
  return <FacebookLoginScreen url={facebookUrl} off={facebookOff} contactsHref={pathFor('contacts', asLocale(locale))} />
}
