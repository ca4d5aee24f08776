import { createMask } from 'imask'
import { describe, expect, it } from 'vitest'
import {
  ALPHABETIC_MASK,
  ALPHANUMERIC_MASK,
  BANK_CARD_MASK,
  birthDateMask,
  CARD_NUMBER_MASK,
  CLABE_MASK,
  CODE_MASK,
  CURP_MASK,
  expiryDateMask,
  FINANCE_MASK,
  INCOME_MASK,
  PASSWORD_MASK,
  PHONE_MASK,
  WORK_PHONE_MASK,
} from '../../src/domain/masks'
import { applyMask, type MaskOptions } from '../../src/ui/mask'
import { formatDate, fromScreenDate } from '../../src/domain/dates'

/** What the field shows and what a form sends after `text` is typed or pasted. */
function typed(mask: MaskOptions, text: string) {
  const { value, unmaskedValue } = applyMask(mask, text, 'masked')
  return { value, unmaskedValue }
}

/** What the field shows when the form sets an unmasked value (a draft, a saved profile). */
const fromUnmasked = (mask: MaskOptions, text: string) => applyMask(mask, text, 'unmasked').value

/** Key by key, with the flags imask's input control uses for each keystroke. */
function keystrokes(mask: MaskOptions, text: string) {
  const masked = createMask(mask)
  for (const char of text) masked.splice(masked.value.length, 0, char, 'NONE', { input: true, raw: true })
  return { value: masked.value, unmaskedValue: masked.unmaskedValue }
}

/** What is left after removing `count` characters at `start` of the masked `unmasked` value, as imask's input control does. */
function removed(
  mask: MaskOptions,
  unmasked: string,
  start: number,
  count: number,
  direction: 'NONE' | 'LEFT' | 'FORCE_LEFT' | 'RIGHT',
) {
  const masked = createMask(mask)
  masked.unmaskedValue = unmasked
  masked.splice(start, count, '', direction, { input: true, raw: true })
  return { value: masked.value, unmaskedValue: masked.unmaskedValue }
}

describe('the alphabetic mask', () => {
  it('takes Spanish names with accents, ü and ñ', () => {
    expect(typed(ALPHABETIC_MASK, 'José María Núñez Güemes').value).toBe('José María Núñez Güemes')
    expect(typed(ALPHABETIC_MASK, 'ÁNGEL PEÑA').value).toBe('ÁNGEL PEÑA')
  })

  it('takes every name the name rule accepts: apostrophes, hyphens, the saltillo, combining accents, Greek and Cyrillic', () => {
    for (const name of [
      "Ana O'Brien-Zoë",
      'D’Angelo',
      'Maꞌa',
      'Jose\u0301',
      'Анастасия Ковалёва',
      'Ἀλέξανδρος',
      'François Øvergård',
    ]) {
      expect(typed(ALPHABETIC_MASK, name).value, name).toBe(name)
    }
  })

  it('drops digits, symbols, emoji, invisible characters and letters no document can print', () => {
    expect(typed(ALPHABETIC_MASK, 'Ana1 María😀').value).toBe('Ana María')
    expect(typed(ALPHABETIC_MASK, 'Jo\u200dsé\u202e \ufeffLuis').value).toBe('José Luis')
    expect(typed(ALPHABETIC_MASK, 'Ana 李小龙 محمد').value).toBe('Ana ')
  })

  it('drops what cannot start a word: an apostrophe, a hyphen, a lone accent', () => {
    expect(typed(ALPHABETIC_MASK, "'Ana -Luisa").value).toBe('Ana Luisa')
    expect(typed(ALPHABETIC_MASK, '\u0301Ana').value).toBe('Ana')
  })

  it('keeps single spaces only, none in front, one at the end while the next word is typed', () => {
    expect(typed(ALPHABETIC_MASK, '  Ana   María').value).toBe('Ana María')
    expect(typed(ALPHABETIC_MASK, 'Ana ').value).toBe('Ana ')
    expect(keystrokes(ALPHABETIC_MASK, 'Ana  Luisa').value).toBe('Ana Luisa')
  })

  it('stops at 50 characters', () => {
    expect(typed(ALPHABETIC_MASK, 'a'.repeat(49) + 'bc').value).toBe('a'.repeat(49) + 'b')
    expect(typed(ALPHABETIC_MASK, 'ñ'.repeat(60)).value).toHaveLength(50)
  })
})

describe('the alphanumeric mask', () => {
  it('takes letters, digits and single spaces', () => {
    expect(typed(ALPHANUMERIC_MASK, 'Calle 5 de Mayo 120').value).toBe('Calle 5 de Mayo 120')
    expect(typed(ALPHANUMERIC_MASK, 'Av.  Reforma #222').value).toBe('Av. Reforma #222')
    expect(keystrokes(ALPHANUMERIC_MASK, ' Niños  Héroes').value).toBe('Niños Héroes')
  })

  it('takes what Mexican addresses and company names are written with', () => {
    for (const text of [
      'Av. Insurgentes Sur #1602',
      'Int. 4-B',
      'S/N',
      'Mz. 3, Lt. 12',
      'Grupo Bimbo, S.A.B. de C.V.',
      'Procter & Gamble',
      "McDonald's",
    ]) {
      expect(keystrokes(ALPHANUMERIC_MASK, text).value).toBe(text)
    }
  })

  it('drops other symbols, typed or pasted', () => {
    expect(keystrokes(ALPHANUMERIC_MASK, 'Calle @Luna $5%').value).toBe('Calle Luna 5')
    expect(typed(ALPHANUMERIC_MASK, 'Local (2) 😀 ~B').value).toBe('Local 2 B')
  })

  it('stops at 50 characters, typed or pasted', () => {
    expect(typed(ALPHANUMERIC_MASK, '1'.repeat(51)).value).toBe('1'.repeat(50))
    expect(keystrokes(ALPHANUMERIC_MASK, 'Calle Ñ'.repeat(10)).value).toHaveLength(50)
  })

  it('shows a saved value as it was', () => {
    expect(fromUnmasked(ALPHANUMERIC_MASK, 'Abarrotes La Esperanza, S.A. de C.V.')).toBe('Abarrotes La Esperanza, S.A. de C.V.')
  })
})

describe('the income mask', () => {
  it('takes pesos as Mexicans write them: sign, grouping commas or spaces, two centavos', () => {
    expect(typed(INCOME_MASK, '15000').value).toBe('15000')
    expect(typed(INCOME_MASK, '$20,000.00').value).toBe('$20,000.00')
    expect(typed(INCOME_MASK, '$ 20 000').value).toBe('$ 20 000')
    expect(typed(INCOME_MASK, '1,500.50').value).toBe('1,500.50')
  })

  it('keeps the decimal point (never a tenfold amount), at most two centavos, and no letters', () => {
    expect(typed(INCOME_MASK, '1500.005').value).toBe('1500.00')
    expect(typed(INCOME_MASK, '12a500').value).toBe('12500')
    expect(typed(INCOME_MASK, '1.2.3').value).toBe('1.23')
    expect(typed(INCOME_MASK, '12345678901234567').value).toBe('1234567890123456')
  })
})

describe('the finance mask', () => {
  it('is the money mask too', () => {
    expect(typed(FINANCE_MASK, '$1,200.50').value).toBe('$1,200.50')
    expect(typed(FINANCE_MASK, '9a9').value).toBe('99')
  })
})

describe('the phone mask', () => {
  it("shows ten digits as '+52 (000) 000-0000' and sends the digits", () => {
    expect(typed(PHONE_MASK, '5512345678')).toEqual({ value: '+52 (551) 234-5678', unmaskedValue: '5512345678' })
    expect(fromUnmasked(PHONE_MASK, '3312345678')).toBe('+52 (331) 234-5678')
  })

  it('does not take the first 5 of a number for the 5 of +52, typed key by key or pasted', () => {
    expect(keystrokes(PHONE_MASK, '5512345678')).toEqual({ value: '+52 (551) 234-5678', unmaskedValue: '5512345678' })
    expect(keystrokes(PHONE_MASK, '5')).toEqual({ value: '+52 (5', unmaskedValue: '5' })
  })

  it('takes the number written with its prefix, or pasted with the country code', () => {
    expect(typed(PHONE_MASK, '+52 (551) 234-5678').unmaskedValue).toBe('5512345678')
    expect(keystrokes(PHONE_MASK, '+525512345678').unmaskedValue).toBe('5512345678')
    expect(typed(PHONE_MASK, '525512345678').unmaskedValue).toBe('5512345678')
  })

  it('drops letters and stops at ten digits', () => {
    expect(typed(PHONE_MASK, '55a12').value).toBe('+52 (551) 2')
    expect(typed(PHONE_MASK, '551234567899').unmaskedValue).toBe('5512345678')
  })

  it('comes empty, +52 included, when every digit is removed, whichever way imask reads the removal', () => {
    // Select all, then Backspace or Cut: the removal runs from 0 to the end. imask reads it as
    // forwards (RIGHT) when its remembered selection was the caret at the start.
    for (const direction of ['NONE', 'LEFT', 'FORCE_LEFT', 'RIGHT'] as const) {
      expect(removed(PHONE_MASK, '5512345678', 0, 18, direction), direction).toEqual({ value: '', unmaskedValue: '' })
      // Backspace on the only digit.
      expect(removed(PHONE_MASK, '5', 5, 1, direction), direction).toEqual({ value: '', unmaskedValue: '' })
    }
  })

  it('after select all, a digit typed over the number starts a new one behind +52', () => {
    const masked = createMask(PHONE_MASK)
    masked.unmaskedValue = '5512345678'
    masked.splice(0, masked.value.length, '3', 'NONE', { input: true, raw: true })
    expect(masked.value).toBe('+52 (3')
  })

  it('keeps the rest of the number when only some digits are removed', () => {
    expect(removed(PHONE_MASK, '5512345678', 17, 1, 'LEFT').unmaskedValue).toBe('551234567')
    expect(removed(PHONE_MASK, '5512345678', 5, 4, 'LEFT').unmaskedValue).toBe('2345678')
  })
})

describe('the work phone mask', () => {
  it('takes the ten digits of any Mexican number, landline or mobile', () => {
    expect(typed(WORK_PHONE_MASK, '4421234567').value).toBe('4421234567')
    expect(typed(WORK_PHONE_MASK, '5587654321').value).toBe('5587654321')
    expect(typed(WORK_PHONE_MASK, '55876543210').value).toBe('5587654321')
  })

  it('drops the spaces, brackets and dashes people write, and letters', () => {
    expect(typed(WORK_PHONE_MASK, '(442) 123-4567').value).toBe('4421234567')
    expect(typed(WORK_PHONE_MASK, '55 8765 4321').value).toBe('5587654321')
    expect(typed(WORK_PHONE_MASK, '44a2').value).toBe('442')
  })

  it('drops an old long-distance prefix typed out of habit: no area code starts with 0 or 1', () => {
    expect(typed(WORK_PHONE_MASK, '01 55 8765 4321').value).toBe('5587654321')
    expect(typed(WORK_PHONE_MASK, '01 (442) 123-4567').value).toBe('4421234567')
  })
})

describe('the code mask', () => {
  it('takes exactly up to 3 digits', () => {
    expect(typed(CODE_MASK, '123')).toEqual({ value: '123', unmaskedValue: '123' })
    expect(typed(CODE_MASK, '1234').value).toBe('123')
    expect(typed(CODE_MASK, '1a2').value).toBe('12')
  })
})

describe('the bank card mask', () => {
  it('shows up to 16 digits in groups of 4 and sends the digits', () => {
    expect(typed(BANK_CARD_MASK, '4111111111111111')).toEqual({ value: '4111 1111 1111 1111', unmaskedValue: '4111111111111111' })
    expect(typed(BANK_CARD_MASK, '4111-1111')).toEqual({ value: '4111 1111', unmaskedValue: '41111111' })
    expect(fromUnmasked(BANK_CARD_MASK, '5579070012345678')).toBe('5579 0700 1234 5678')
  })

  it('stops at 16 digits', () => {
    expect(typed(BANK_CARD_MASK, '41111111111111112222').unmaskedValue).toBe('4111111111111111')
  })
})

describe('the CLABE and card number masks', () => {
  it('take up to 18 and 25 digits', () => {
    expect(typed(CLABE_MASK, '0020100777777777719').value).toBe('002010077777777771')
    expect(typed(CARD_NUMBER_MASK, '1'.repeat(30)).value).toBe('1'.repeat(25))
  })

  it('drop anything but digits', () => {
    expect(typed(CLABE_MASK, '002 010 a').value).toBe('002010')
    expect(typed(CARD_NUMBER_MASK, '12-34 x56').value).toBe('123456')
  })
})

describe('the CURP mask', () => {
  it('writes capitals whatever is typed', () => {
    expect(typed(CURP_MASK, 'hegg560427mvzrrl04').value).toBe('HEGG560427MVZRRL04')
    expect(keystrokes(CURP_MASK, 'pegr920304mdfrms05').value).toBe('PEGR920304MDFRMS05')
  })

  it('takes a letter or a digit as the 17th character', () => {
    expect(typed(CURP_MASK, 'MAPL050817HJCRRSA7').value).toBe('MAPL050817HJCRRSA7')
  })

  it('refuses a character out of place, Ñ, and a 19th character', () => {
    expect(typed(CURP_MASK, 'HE1G').value).toBe('HEG')
    expect(typed(CURP_MASK, 'HEGG56A').value).toBe('HEGG56')
    expect(typed(CURP_MASK, 'HEGG560427MVZRRL0A').value).toBe('HEGG560427MVZRRL0')
    expect(typed(CURP_MASK, 'ÑEGG').value).toBe('EGG')
    expect(typed(CURP_MASK, 'HEGG560427MVZRRL045').value).toBe('HEGG560427MVZRRL04')
  })
})

describe('the password mask', () => {
  it('takes up to 24 letters and digits', () => {
    expect(typed(PASSWORD_MASK, 'Clara2025').value).toBe('Clara2025')
    expect(typed(PASSWORD_MASK, 'a1'.repeat(13)).value).toBe('a1'.repeat(12))
  })

  it('drops spaces, symbols and accented letters', () => {
    expect(typed(PASSWORD_MASK, 'mi clave!ñ9').value).toBe('miclave9')
  })
})

describe('the birth date mask', () => {
  const today = new Date(2025, 5, 15) // 15 June 2025

  it('is day/month/year, as Mexicans write a date', () => {
    expect(typed(birthDateMask(today), '25041990').value).toBe('25/04/1990')
    expect(typed(birthDateMask(today), '25/04/1990').value).toBe('25/04/1990')
    expect(typed(birthDateMask(today), '29/02/2024').value).toBe('29/02/2024')
  })

  it('takes today and refuses tomorrow', () => {
    expect(typed(birthDateMask(today), '15/06/2025').value).toBe('15/06/2025')
    expect(typed(birthDateMask(today), '16/06/2025').value).toBe('16/06/202')
  })

  it('refuses a day above 31, a month above 12 and a day the month does not have', () => {
    expect(typed(birthDateMask(today), '32').value).toBe('3')
    expect(typed(birthDateMask(today), '25/13').value).toBe('25/1')
    expect(typed(birthDateMask(today), '29/02/2023').value).toBe('29/02/202')
  })
})

describe('the document expiry date mask', () => {
  const today = new Date(2025, 5, 15)

  it('is day/month/year too', () => {
    expect(typed(expiryDateMask(today), '01012030').value).toBe('01/01/2030')
  })

  it('takes today, and an expired date in full so that the rule can say why it is refused', () => {
    expect(typed(expiryDateMask(today), '15/06/2025').value).toBe('15/06/2025')
    expect(typed(expiryDateMask(today), '14/06/2025').value).toBe('14/06/2025')
    expect(typed(expiryDateMask(today), '31/12/2024').value).toBe('31/12/2024')
  })
})

describe('typed dates', () => {
  it.each([
    ['25/04/1990', new Date(1990, 3, 25)],
    ['05/01/1990', new Date(1990, 0, 5)],
    ['29/02/2024', new Date(2024, 1, 29)],
    ['31/12/2031', new Date(2031, 11, 31)],
  ])('reads %s day first', (text, date) => {
    expect(fromScreenDate(text)).toEqual(date)
  })

  it.each(['04/25/1990', '31/04/1990', '29/02/2023', '25/04/90', '1990/04/25', '1990-04-25', '25-04-1990', ''])(
    'refuses %s, which is no day-first date',
    (text) => {
      expect(fromScreenDate(text)).toBeNull()
    },
  )

  it('writes a date day first', () => {
    expect(formatDate(new Date(1990, 3, 25))).toBe('25/04/1990')
    expect(formatDate(new Date(1990, 0, 5))).toBe('05/01/1990')
  })
})
