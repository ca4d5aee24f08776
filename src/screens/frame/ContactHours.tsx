import { Trans } from '@lingui/react/macro'
import { CONTACTS } from '../../domain/facts'

/*
 * Opening hours as people read them; the hours themselves are the product's facts, so the
 * contacts page, the footer, the drawer and the print sheet never disagree with them (the UNE's
 * are in ../legal/UneHours.tsx, with its other details).
 */

/** Working hours of customer care, shared by the contacts page and the print sheet. */
export function CustomerCareHours() {
  const { weekdays, saturday } = CONTACTS.customerCare.hours
  const [weekFrom, weekTo, saturdayFrom, saturdayTo] = [weekdays.from, weekdays.to, saturday.from, saturday.to]
  return (
    <Trans>
      Monday to Friday {weekFrom} to {weekTo}, Saturday {saturdayFrom} to {saturdayTo} (central Mexico time)
    </Trans>
  )
}

/** Working hours of debt collection. */
export function CollectionHours() {
  const { from, to } = CONTACTS.debtCollection.hours
  return (
    <Trans>
      Monday to Saturday {from} to {to} (central Mexico time)
    </Trans>
  )
}
