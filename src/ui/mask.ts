import { createMask, type FactoryOpts } from 'imask'

/** imask options accepted by `TextField` (`{ mask: '00 0000 0000' }`, `{ mask: Number, scale: 0 }`...). */
export type MaskOptions = FactoryOpts

export interface MaskedValues {
  /** The value with the mask's fixed characters, as shown once typed. */
  value: string
  /** The value without them: what a form sends. */
  unmaskedValue: string
  /** What the input shows, placeholder characters included when the mask is not lazy. */
  displayValue: string
}

/**
 * Runs a value through a mask without an element: how `TextField` turns the value it is
 * given into what the input shows before (and while) imask is attached to it.
 */
export function applyMask(options: MaskOptions, value: string, given: 'masked' | 'unmasked'): MaskedValues {
  const masked = createMask(options)
  if (given === 'unmasked') masked.unmaskedValue = value
  else masked.value = value
  return { value: masked.value, unmaskedValue: masked.unmaskedValue, displayValue: masked.displayValue }
}
