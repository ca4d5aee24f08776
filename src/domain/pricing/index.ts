/** The offer arithmetic: pure rules shared by the ERP and the calculator's display (docs/PRICING.md). */
export { annualRate, catOfSingleRepayment, DAYS_PER_YEAR, toPercentOneDecimal, type CashFlow } from './cat'
export { divideRoundHalfUp, toCents, toPesos } from './cents'
export { chargesFor, NO_DISCOUNT, type Discount } from './charges'
export { extensionsOf } from './extensions'
export { extensionLadder, type ExtensionLadder, type ExtensionPrice, type LadderOfLength, type LadderRung } from './ladder'
export {
  lateCharges,
  lateDays,
  owedOn,
  type LateCharges,
  type LateTerms,
  type LedgerPayment,
  type LoanLedger,
  type Owed,
} from './late'
export { computeOffer, priceLoan, type Offer } from './offer'
export { EXTENSION_DAYS, isSequenceType, PRICE_LISTS, SEQUENCE_TYPES, VAT_BP, type SequenceType } from './rates'
export { amountToSettle, daysUsed, settledCharges, type ContractTerms } from './settlement'
