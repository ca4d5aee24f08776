/**
 * The product's facts: the one place every figure and name the site, the documents, the e-mails
 * and the SMS state comes from, shared by the app and the ERP. A page or a PDF interpolates these
 * (or figures the pricing code computes from them); a legal text never types a figure of its own,
 * and tests/unit/legal-figures.test.ts fails on a digit in one. Changing a fact here changes
 * every text that states it.
 */

/*
 * The facts are data only, in files by what reads them, so that a page loads only the ones it
 * states: the company's names and contacts (the frame of every page), what the legal texts and
 * documents add to them (the UNE's details, the RECA number, the periods promised), what may be borrowed and
 * for how long (the home page's calculator), and what a loan costs (the pricing rules, which no
 * page runs before its first paint).
 */
export * from './company'
export * from './legal'
export * from './limits'
export * from './prices'
export * from './cash-payout'
