import { createFileRoute } from '@tanstack/react-router'
import { useFlowView } from '../../../app/flow'
import { requireFlow } from '../../../app/guards'
import { FacebookLoginScreen } from '../../../screens/flow/FacebookLoginScreen'

export const Route = createFileRoute('/$locale/flow/facebook-login')({
  staticData: { name: 'facebook-login' },
  beforeLoad: requireFlow,
  component: FacebookLoginRoute,
})

function FacebookLoginRoute() {
  const { facebookUrl } = useFlowView()
  return <FacebookLoginScreen url={facebookUrl} />
}
