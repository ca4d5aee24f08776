import { Trans } from '@lingui/react/macro'

/** Working hours of customer care, shared by the contacts page and the print sheet. */
export function CustomerCareHours() {
  return <Trans>Monday to Friday 8:00 to 20:00, Saturday 9:00 to 14:00 (central Mexico time)</Trans>
}

/** Working hours of debt collection. */
export function CollectionHours() {
  return <Trans>Monday to Saturday 9:00 to 18:00 (central Mexico time)</Trans>
}
