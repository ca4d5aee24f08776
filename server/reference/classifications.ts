import { BANKS, ENABLED_BANKS } from './banks'
import { listEmploymentStatuses } from './employment'
import type { ReferenceLocaleCode } from './locale'

/**
 * Classifications (/web/public/classification): named lists of `{ value, title }`
 * entries, grouped. The group `clients` holds the lists a client's data draws on:
 * - `banks`: every institution of the CLABE bank table, value = three-digit bank code;
 * - `banks_enabled`: the banks this lender disburses to (a subset of `banks`); the bank list the
 *   front end shows is the entries of `banks` whose value is in `banks_enabled`;
 * - `employment_statuses`: the employment statuses, value = status key.
 */

export interface ClassificationEntry {
  value: string
  title: string
}

export const CLASSIFICATION_GROUPS = {
  clients: ['banks', 'banks_enabled', 'employment_statuses'],
} as const

export type ClassificationGroup = keyof typeof CLASSIFICATION_GROUPS
export type ClassificationName = (typeof CLASSIFICATION_GROUPS)[ClassificationGroup][number]

export const CLASSIFICATION_NAMES: readonly ClassificationName[] = [...new Set(Object.values(CLASSIFICATION_GROUPS).flat())]

const readers: Record<ClassificationName, (locale?: ReferenceLocaleCode) => readonly ClassificationEntry[]> = {
  banks: () => BANKS,
  banks_enabled: () => ENABLED_BANKS,
  employment_statuses: (locale) => listEmploymentStatuses(locale).map(({ key, title }) => ({ value: key, title })),
}

export function isClassificationName(name: string): name is ClassificationName {
  return (CLASSIFICATION_NAMES as readonly string[]).includes(name)
}

/** A classification's entries; undefined when the name is not one (or not in the given group). */
export function readClassification(
  name: string,
  options: { locale?: ReferenceLocaleCode; group?: ClassificationGroup } = {},
): readonly ClassificationEntry[] | undefined {
  if (!isClassificationName(name)) return undefined
  if (options.group && !(CLASSIFICATION_GROUPS[options.group] as readonly string[]).includes(name)) return undefined
  return readers[name](options.locale)
}
