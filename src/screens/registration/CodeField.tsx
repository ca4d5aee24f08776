import { useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import { CODE_MASK } from '../../domain/masks'
import { TextField } from '../../ui'

export interface CodeFieldProps {
  inputRef: Ref<HTMLInputElement>
  value: string
  onChange: (value: string) => void
  /** The refusal to show at the field, in the user's words. */
  error: string | undefined
  /** Where the code came from, when not by SMS (a code sent to an e-mail). */
  label?: string
}

/** The 3-digit SMS code field (the "code" mask): the phone's one-time code, named `code` as the ERP's violations are. */
export function CodeField({ inputRef, value, onChange, error, label }: CodeFieldProps) {
  const { t } = useLingui()
  return (
    <TextField
      inputRef={inputRef}
      name="code"
      label={label ?? t`SMS code`}
      autoComplete="one-time-code"
      inputMode="numeric"
      mask={CODE_MASK}
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
      errorMessage={error}
      isRequired
    />
  )
}
