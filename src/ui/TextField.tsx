import IMask, { type InputMask } from 'imask'
import { type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from 'react'
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import { AriaLocale } from './AriaLocale'
import { cx } from './cx'
import { withClass } from './with-class'
import { applyMask, type MaskOptions } from './mask'

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'type'> {
  label?: ReactNode
  description?: ReactNode
  errorMessage?: ReactNode
  value?: string
  defaultValue?: string
  /** Receives the masked value, or the unmasked one when `unmask` is set. */
  onChange?: (value: string) => void
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url'
  placeholder?: string
  /**
   * imask options. The input must be text-like (`text`, `tel`, `search`, `url`,
   * `password`): imask moves the caret, which `email` inputs do not allow.
   */
  mask?: MaskOptions
  /** With a mask: `value` and `onChange` speak the unmasked value. */
  unmask?: boolean
  /** With a mask: receives the unmasked value on every accepted change. */
  onAccept?: (unmaskedValue: string) => void
  /** `amount` caps the input at the calculator's amount width (110 px, spec part 9). */
  inputWidth?: 'full' | 'amount'
  /** The input element itself, e.g. to focus the first field a refusal names. */
  inputRef?: Ref<HTMLInputElement>
}

/** A labelled text input with description and error, optionally masked with imask. */
export function TextField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  mask,
  unmask = false,
  onAccept,
  placeholder,
  inputWidth = 'full',
  className,
  validationBehavior = 'aria',
  type = 'text',
  inputRef,
  ...props
}: TextFieldProps) {
  const masked = useMaskedValue({ mask, unmask, value, defaultValue, onChange, onAccept })
  const ownRef = masked.inputRef
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      ownRef.current = element
      if (typeof inputRef === 'function') inputRef(element)
      else if (inputRef) inputRef.current = element
    },
    [ownRef, inputRef],
  )
  return (
    <AriaLocale>
      <AriaTextField
        {...props}
        {...masked.fieldProps}
        type={type}
        validationBehavior={validationBehavior}
        className={withClass(className, 'ui-field', 'ui-textfield')}
      >
        {label != null && <Label className="ui-field__label">{label}</Label>}
        <Input
          ref={setInput}
          placeholder={placeholder}
          className={cx('ui-input', inputWidth === 'amount' && 'ui-input--amount')}
        />
        {description != null && (
          <Text slot="description" className="ui-field__description">
            {description}
          </Text>
        )}
        <FieldError className="ui-field__error">{errorMessage}</FieldError>
      </AriaTextField>
    </AriaLocale>
  )
}

interface MaskedValueOptions {
  mask: MaskOptions | undefined
  unmask: boolean
  value: string | undefined
  defaultValue: string | undefined
  onChange: ((value: string) => void) | undefined
  onAccept: ((unmaskedValue: string) => void) | undefined
}

/**
 * Binds imask to the input and keeps React's controlled value equal to what imask shows.
 * imask listens on the element itself, so it formats the text before React's `onChange`
 * (delegated at the root) reads it; values set from outside are pushed into imask.
 */
function useMaskedValue({ mask, unmask, value, defaultValue, onChange, onAccept }: MaskedValueOptions) {
  const inputRef = useRef<HTMLInputElement>(null)
  const instanceRef = useRef<InputMask<MaskOptions> | null>(null)
  const latest = useRef({ mask, unmask, onChange, onAccept })
  const [display, setDisplay] = useState(() =>
    mask ? applyMask(mask, value ?? defaultValue ?? '', unmask ? 'unmasked' : 'masked').displayValue : '',
  )
  const hasMask = mask !== undefined

  useEffect(() => {
    latest.current = { mask, unmask, onChange, onAccept }
  })

  useEffect(() => {
    const element = inputRef.current
    const options = latest.current.mask
    if (!element || !options) return
    const instance = IMask(element, options)
    instanceRef.current = instance
    instance.on('accept', () => {
      setDisplay(instance.displayValue)
      const { unmask: wantsUnmasked, onChange: changed, onAccept: accepted } = latest.current
      changed?.(wantsUnmasked ? instance.unmaskedValue : instance.value)
      accepted?.(instance.unmaskedValue)
    })
    return () => {
      instance.destroy()
      instanceRef.current = null
    }
  }, [hasMask])

  // imask compares options deeply, so options written inline do not rebuild the mask.
  useEffect(() => {
    if (mask) instanceRef.current?.updateOptions(mask as Parameters<InputMask<MaskOptions>['updateOptions']>[0])
  }, [mask])

  useEffect(() => {
    const instance = instanceRef.current
    if (!instance || value === undefined) return
    if ((unmask ? instance.unmaskedValue : instance.value) === value) return
    if (unmask) instance.unmaskedValue = value
    else instance.value = value
    setDisplay(instance.displayValue)
  }, [value, unmask])

  return {
    inputRef,
    fieldProps: hasMask ? { value: display, onChange: setDisplay } : { value, defaultValue, onChange },
  }
}
