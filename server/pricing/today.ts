/** The product's calendar is Mexico City's, for the ERP and the app alike: the rule lives in src/domain. */
export { mexicoDate, mexicoToday } from '../../src/domain/today'
