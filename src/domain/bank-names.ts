/**
 * One name per bank, the brand a client knows it by and sees in the bank's own app: the CLABE
 * field, the bank list, the open-banking widget, the profile and the payout all say "BBVA México",
 * never "BBVA Bancomer" on one screen and "BBVA México" on the next. Banxico's table (kept by
 * clabe-validator) names institutions by their legal or former names ("Banco Mercantil del Norte",
 * "BBVA Bancomer"); a bank not listed here keeps that name. Proper nouns: the same in every locale.
 */
export const BANK_BRANDS: Readonly<Record<string, string>> = {
  '002': 'Banamex',
  '012': 'BBVA México',
  '014': 'Santander',
  '021': 'HSBC',
  '030': 'BanBajío',
  '036': 'Inbursa',
  '044': 'Scotiabank',
  '058': 'Banregio',
  '062': 'Afirme',
  '072': 'Banorte',
  '127': 'Banco Azteca',
  '130': 'Compartamos',
  '137': 'BanCoppel',
  '166': 'Banco del Bienestar',
  '167': 'Hey Banco',
  '638': 'Nu México',
  '646': 'STP',
  '661': 'Klar',
  '722': 'Mercado Pago',
  '728': 'Spin by OXXO',
}

/** The name shown for a three-digit bank code: its brand, else the name of Banxico's table. */
export function bankBrand(code: string, tableName: string): string {
  return BANK_BRANDS[code] ?? tableName
}
