import { createFileRoute } from '@tanstack/react-router'
import { asLocale } from '../../../domain/routes'
import { requireApplicant } from '../../../app/guards'
import { SummaryContainer } from '../../../app/summary'

export const Route = createFileRoute('/$locale/registration/summary')({
  staticData: { name: 'registration-summary' },
  beforeLoad: requireApplicant,
  component: RegistrationSummaryRoute,
})

/** The one-time-password agreement (flow step otp_agreement). */
function RegistrationSummaryRoute() {
  const { locale } = Route.useParams()
  return <SummaryContainer locale={asLocale(locale)} />
}
