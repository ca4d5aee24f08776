/**
 * CURPs worked out by hand, for the ERP's tests and the form's: the same table on both sides, so
 * they are seen to apply one rule (src/domain/curp.ts `curpProblem`).
 *
 * RENAPO's check digit: each of the first 17 characters has its value (0-9, A=10 … N=23, Ñ=24,
 * O=25 … Z=36) times a weight from 18 down to 2; the digit is (10 − sum mod 10) mod 10. For
 * LOPJ851206HDFPRN0: L 21×18 + O 25×17 + P 26×16 + J 19×15 + 8×14 + 5×13 + 1×12 + 2×11 + 0×10 +
 * 6×9 + H 17×8 + D 13×7 + F 15×6 + P 26×5 + R 28×4 + N 23×3 + 0×2 = 2397, so the digit is 3.
 */

/** CURPs with their right check digit and the birth date they spell (all adults on 15 Jun 2025). */
export const VALID_CURPS: readonly (readonly [curp: string, birthDate: string, why: string])[] = [
  ['LOPJ851206HDFPRN03', '1985-12-06', 'sum 2397'],
  ['ROMA780910MJCDRN01', '1978-09-10', 'sum 2369'],
  ['CAXM991231HOCRXR01', '1999-12-31', 'sum 2319; the last year with a digit in the 17th place'],
  ['OEPE000229HGRLRDA1', '2000-02-29', 'sum 2129; the first year with a letter in the 17th place'],
  ['TOVE031130MNLRLSA7', '2003-11-30', 'sum 2573'],
]

/** LOPJ851206HDFPRN0 (born 1985-12-06) with each last digit but its check digit, 3. */
export const WRONG_CHECK_DIGITS: readonly string[] = [0, 1, 2, 4, 5, 6, 7, 8, 9].map((digit) => `LOPJ851206HDFPRN0${digit}`)

/** CURPs with their right check digit, against a birth date they do not spell. */
export const BIRTH_DATE_MISMATCHES: readonly (readonly [why: string, curp: string, birthDate: string])[] = [
  ['another day than the one it spells', 'ROMA780910MJCDRN01', '1978-09-11'],
  ['another year than the one it spells', 'ROMA780910MJCDRN01', '1979-09-10'],
  // MAPL050817HJCRRS0: sum 2203, digit 7.
  ['a birth in 2005 with a digit in the 17th place (births up to 1999)', 'MAPL050817HJCRRS07', '2005-08-17'],
  // HEGG560427MVZRRLA: sum 2266, digit 4 (A=10 at weight 2 adds 20, as 0 would add 0).
  ['a birth in 1956 with a letter in the 17th place (births from 2000)', 'HEGG560427MVZRRLA4', '1956-04-27'],
]
