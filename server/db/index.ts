/** Storage: open, migrate, and the table types queries are written against. */
export type { DialectName } from './dialect'
export { isUniqueViolation } from './errors'
export { migrateToLatest, migrateToNothing } from './migrate'
export { openStorage, storageOptionsFromEnv, type Storage, type StorageOptions } from './open'
export type * from './schema'
export { stamp, stampAfter, stampBefore } from './time'
