import { Trans, useLingui } from '@lingui/react/macro'
import type { FieldIssue } from '../../domain/forms/issues'
import type { Problem } from '../../domain/problem'
import { ruleMessage } from '../forms/problems'
import { useStepForm } from '../forms/step-form'
import { expiryDateMask, NATIONAL_ID_MASK } from '../../domain/masks'
import { TextField } from '../../ui'

/** What the ID step asks of the document beside its photo, as typed. */
export interface IdDocumentDraft {
  nationalIdentificator: string
  /** dd/mm/aaaa. */
  idDocumentExpiry: string
}

export type IdDocumentField = keyof IdDocumentDraft

export interface IdDocumentFieldsProps {
  draft: IdDocumentDraft
  change: (patch: Partial<IdDocumentDraft>) => void
  errors: Partial<Record<IdDocumentField, string>>
  /** Today, for the expiry date's mask. */
  today: Date
  register: (name: IdDocumentField) => (element: HTMLInputElement | null) => void
}

/** The ID's identifier (CURP or RFC, the sign-up CURP offered) and its expiry date, dd/mm/aaaa. */
export function IdDocumentFields({ draft, change, errors, today, register }: IdDocumentFieldsProps) {
  const { t } = useLingui()
  const field = (name: IdDocumentField) => ({
    inputRef: register(name),
    name,
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  })
  return (
    <fieldset className="registration-form__group">
      <legend>
        <Trans>Your ID's details</Trans>
      </legend>
      <TextField
        {...field('nationalIdentificator')}
        label={t`CURP or RFC`}
        description={t`As printed on your documents. We wrote the CURP you gave us; change it if it is not right.`}
        mask={NATIONAL_ID_MASK}
        value={draft.nationalIdentificator}
        onChange={(v) => change({ nationalIdentificator: v })}
        isRequired
      />
      <TextField
        {...field('idDocumentExpiry')}
        label={t`Expiry date of your ID`}
        description={t`Day, month and year: dd/mm/yyyy. On the INE it is the "vigencia" year: write 31/12 of that year.`}
        inputMode="numeric"
        mask={expiryDateMask(today)}
        value={draft.idDocumentExpiry}
        onChange={(v) => change({ idDocumentExpiry: v })}
        isRequired
      />
    </fieldset>
  )
}

const ORDER: readonly IdDocumentField[] = ['nationalIdentificator', 'idDocumentExpiry']

/** The ERP's codes that read differently here: its `invalid_identifier` is about the CURP or RFC. */
const HERE: Readonly<Record<string, string>> = { invalid_identifier: 'invalid_national_identificator' }

export interface IdDocumentFormOptions {
  draft: IdDocumentDraft
  onDraftChange: (draft: IdDocumentDraft) => void
  problem: Problem | null
  busy: boolean
  validate: (draft: IdDocumentDraft) => FieldIssue[]
  onValid: (draft: IdDocumentDraft) => void
}

/** The ID's details as a step form: checked on Continue, their errors (the rules' and the ERP's) at the fields. */
export function useIdDocumentForm(options: IdDocumentFormOptions) {
  const { i18n } = useLingui()
  return useStepForm({
    ...options,
    order: ORDER,
    message: (_, status) => ruleMessage(i18n, HERE[status] ?? status),
  })
}
