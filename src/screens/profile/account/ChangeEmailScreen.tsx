import { Trans, useLingui } from '@lingui/react/macro'
import { changeEmailSchema } from '../../../domain/forms/account'
import { fieldIssues } from '../../../domain/forms/issues'
import { ContactChangeScreen, type ContactChangeScreenProps, type ContactKind } from './ContactChangeScreen'

export type ChangeEmailScreenProps = Omit<ContactChangeScreenProps, 'kind'> & { currentEmail: string | null }

/** `/profile/change-email`: a new e-mail, different from the current one, confirmed by a code sent to it. */
export function ChangeEmailScreen({ currentEmail, ...props }: ChangeEmailScreenProps) {
  const { t } = useLingui()
  const schema = changeEmailSchema(currentEmail ?? '')
  const kind: ContactKind = {
    title: <Trans>Change your e-mail</Trans>,
    lead: (
      <Trans>Write your new e-mail. We will send it a 3-digit code to check that it is yours; then you log in with it.</Trans>
    ),
    name: 'email',
    field: { label: t`New e-mail`, type: 'email', autoComplete: 'email', inputMode: 'email' },
    show: (value) => value,
    current: currentEmail,
    validate: (target) => fieldIssues(schema.safeParse({ email: target })),
    clean: (target) => schema.parse({ email: target }).email,
    wording: {
      not_unique: t`Another account already uses this e-mail.`,
      same_as_current: t`This is already your e-mail. Write a different one.`,
    },
    codeLabel: t`Code from the e-mail`,
    another: <Trans>Use another e-mail</Trans>,
    done: (email) => <Trans>Done: your e-mail is now {email}. Use it the next time you log in.</Trans>,
  }
  return <ContactChangeScreen kind={kind} {...props} />
}
