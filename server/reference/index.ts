/** Reference data of the ERP: geography, banks, employment, classifications and settings. */
export * from './banks'
export * from './classifications'
export * from './employment'
export * from './geography'
export * from './locale'
export * from './settings'
