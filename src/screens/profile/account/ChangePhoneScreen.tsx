import { Trans, useLingui } from '@lingui/react/macro'
import { changePhoneSchema } from '../../../domain/forms/account'
import { fieldIssues } from '../../../domain/forms/issues'
import { formatPhone } from '../../../domain/identifier'
import { PHONE_MASK } from '../../../domain/masks'
import { ContactChangeScreen, type ContactChangeScreenProps, type ContactKind } from './ContactChangeScreen'

export type ChangePhoneScreenProps = Omit<ContactChangeScreenProps, 'kind'> & { currentPhone: string | null }

/** A phone's ten digits as Mexicans write them: 55 1234 5678, 442 123 4567 (`formatPhone`). */
export const showPhone = formatPhone

/** `/profile/change-phone`: a new mobile phone of 10 digits, not the current one, confirmed by an SMS code. */
export function ChangePhoneScreen({ currentPhone, ...props }: ChangePhoneScreenProps) {
  const { t } = useLingui()
  const schema = changePhoneSchema(currentPhone ?? '')
  const kind: ContactKind = {
    title: <Trans>Change your phone</Trans>,
    lead: <Trans>Write your new mobile phone. We will send it a 3-digit code by SMS to check that it is yours.</Trans>,
    name: 'mobilePhone',
    field: {
      label: t`New mobile phone`,
      description: t`10 digits.`,
      type: 'tel',
      autoComplete: 'tel-national',
      mask: PHONE_MASK,
      unmask: true,
    },
    show: showPhone,
    current: currentPhone,
    validate: (target) => fieldIssues(schema.safeParse({ mobilePhone: { number: target } })),
    clean: (target) => schema.parse({ mobilePhone: { number: target } }).mobilePhone.number,
    wording: { not_unique: t`This number already belongs to an account. Write a different one.` },
    another: <Trans>Use another number</Trans>,
    done: (phone) => <Trans>Done: your mobile phone is now {phone}.</Trans>,
  }
  return <ContactChangeScreen kind={kind} {...props} />
}
