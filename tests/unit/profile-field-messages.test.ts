import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ruleMessage } from '../../src/screens/forms/problems'
import { messagesOf } from '../../src/screens/profile/account/messages'

describe("the messages of a profile form's fields", () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

  it("gives each field the product's message for its first rule broken", () => {
    const issues = [
      { name: 'email', status: 'invalid_mail' },
      { name: 'email', status: 'required' },
      { name: 'code', status: 'code_length' },
    ]
    expect(messagesOf(i18n, issues, ['email', 'code'])).toEqual({
      email: ruleMessage(i18n, 'invalid_mail'),
      code: ruleMessage(i18n, 'code_length'),
    })
  })

  it("puts the ERP's nested names at their field (mobilePhone.number at mobilePhone)", () => {
    expect(messagesOf(i18n, [{ name: 'mobilePhone.number', status: 'not_unique' }], ['mobilePhone'])).toEqual({
      mobilePhone: ruleMessage(i18n, 'not_unique'),
    })
  })

  it("says a code the form's own way where it has one, and the product's way elsewhere", () => {
    const wording = { phone: { not_unique: 'You already invited this person.' } }
    const issues = [
      { name: 'phone', status: 'not_unique' },
      { name: 'email', status: 'not_unique' },
    ]
    expect(messagesOf(i18n, issues, ['phone', 'email'], wording)).toEqual({
      phone: 'You already invited this person.',
      email: ruleMessage(i18n, 'not_unique'),
    })
  })

  it('leaves out what belongs to no field of the form', () => {
    expect(messagesOf(i18n, [{ name: 'mobilePhoneExtra', status: 'required' }], ['mobilePhone'])).toEqual({})
  })
})
