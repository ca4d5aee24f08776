import { Trans } from '@lingui/react/macro'
import { UNE } from '../../domain/facts'

/** Working hours of the UNE, from the product facts. */
export function UneHours() {
  const { from, to } = UNE.hours
  return (
    <Trans>
      Monday to Friday {from} to {to} (central Mexico time)
    </Trans>
  )
}
