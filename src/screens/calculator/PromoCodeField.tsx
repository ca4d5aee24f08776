import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PROMO_CODE_MAX, promoCodeRule } from '../../domain/calculator'
import { InputField } from '../../ui/InputField'
import type { CalculatorEvent } from '../../../machines/calculator.machine'

export interface PromoCodeFieldProps {
  view: { promoCode: string; promoRefused: string | null }
  send: (event: CalculatorEvent) => void
  disabled: boolean
}

/**
 * The calculator's promo-code field: the code's length is checked as it is typed; a code the ERP
 * refuses (unknown, or not for this loan) is said at the field while the offer is shown without it.
 */
export default function PromoCodeField({ view, send, disabled }: PromoCodeFieldProps) {
  const { t } = useLingui()
  const [code, setCode] = useState(view.promoCode || (view.promoRefused ?? ''))
  const typed = code.trim().toUpperCase()
  const rule = typed === '' ? null : promoCodeRule(code)
  const refused = rule === null && typed !== '' && typed === view.promoRefused
  return (
    <InputField
      label={t`Promo code`}
      value={code}
      maxLength={PROMO_CODE_MAX}
      autoComplete="off"
      onChange={setCode}
      onBlur={() => rule === null && typed !== view.promoCode && send({ type: 'promoCode.changed', promoCode: typed })}
      isInvalid={rule !== null || refused}
      errorMessage={
        rule === 'min_length'
          ? t`Write at least 2 characters.`
          : rule === 'max_length'
            ? t`Write at most 64 characters.`
            : refused
              ? t`Invalid code`
              : undefined
      }
      isDisabled={disabled}
      name="promoCode"
    />
  )
}
