import { Trans, useLingui } from '@lingui/react/macro'
import { changePhoneSchema } from '../../../domain/forms/account'
import { fieldIssues } from '../../../domain/forms/issues'
import { PHONE_MASK } from '../../../domain/masks'
import { applyMask } from '../../../ui'
import { ContactChangeScreen, type ContactChangeScreenProps, type ContactKind } from './ContactChangeScreen'

export type ChangePhoneScreenProps = Omit<ContactChangeScreenProps, 'kind'> & { currentPhone: string | null }

/** A phone's ten digits as the phone mask shows them: +52 (551) 234-5678. */
export const showPhone = (digits: string) => applyMask(PHONE_MASK, digits, 'unmasked').displayValue

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
