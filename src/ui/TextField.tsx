import IMask, { type InputMask } from 'imask'
import { useCallback, useEffect, useRef, useState } from 'react'
import { InputField, type InputFieldProps } from './InputField'
import { applyMask, type MaskOptions } from './mask'

export interface TextFieldProps extends Omit<InputFieldProps, 'value' | 'onChange'> {
  /** Without it the field keeps what is typed itself. */
  value?: string
  /** Receives the masked value, or the unmasked one when `unmask` is set. */
  onChange?: (value: string) => void
  /**
   * imask options. The input must be text-like (`text`, `tel`, `password`): imask moves the
   * caret, which `email` inputs do not allow.
   */
  mask?: MaskOptions
  /** With a mask: `value` and `onChange` speak the unmasked value. */
  unmask?: boolean
  /** With a mask: receives the unmasked value on every accepted change. */
  onAccept?: (unmaskedValue: string) => void
}

/**
 * A labelled text input with description and error (`InputField`), optionally masked with imask:
 * the forms of sign-up, the application and the client area. Plain DOM, no widget library.
 */
export function TextField({ mask, unmask = false, onAccept, value, onChange, inputRef, ...props }: TextFieldProps) {
  const masked = useMaskedValue({ mask, unmask, value, onChange, onAccept })
  const ownRef = masked.inputRef
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      ownRef.current = element
      if (typeof inputRef === 'function') inputRef(element)
      else if (inputRef) inputRef.current = element
    },
    [ownRef, inputRef],
  )
  return <InputField {...props} inputRef={setInput} value={masked.value} onChange={masked.onChange} />
}

interface MaskedValueOptions {
  mask: MaskOptions | undefined
  unmask: boolean
  value: string | undefined
  onChange: ((value: string) => void) | undefined
  onAccept: ((unmaskedValue: string) => void) | undefined
}

/**
 * Binds imask to the input and keeps React's controlled value equal to what imask shows.
 * imask listens on the element itself, so it formats the text before React's `onChange`
 * (delegated at the root) reads it; values set from outside are pushed into imask.
 */
function useMaskedValue({ mask, unmask, value, onChange, onAccept }: MaskedValueOptions) {
  const inputRef = useRef<HTMLInputElement>(null)
  const instanceRef = useRef<InputMask<MaskOptions> | null>(null)
  const latest = useRef({ mask, unmask, onChange, onAccept })
  const [display, setDisplay] = useState(() =>
    mask ? applyMask(mask, value ?? '', unmask ? 'unmasked' : 'masked').displayValue : (value ?? ''),
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

  if (hasMask) return { inputRef, value: display, onChange: setDisplay }
  // Unmasked: the caller's value when it gives one, else what was typed.
  const typed = (next: string) => {
    setDisplay(next)
    onChange?.(next)
  }
  return { inputRef, value: value ?? display, onChange: typed }
}
