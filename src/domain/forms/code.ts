import * as z from 'zod/mini'
import { required, RuleCode, text, type Rule } from './rules'

/** The SMS verification code: exactly 3 characters. */
export const CODE_LENGTH = 3

const threeCharacters: Rule<string> = (value) => (value.length === CODE_LENGTH ? null : RuleCode.codeLength)

/** The code field, for forms that send a code beside other fields (change of phone or e-mail). */
export const smsCodeField = () => text([required, threeCharacters])

/** The code form: phone verification and the summary's one-time-password agreement. */
export const codeSchema = z.object({ code: smsCodeField() })
