import type { Kysely } from 'kysely'
import type { ClientRow, Database } from '../db'
import type { Identifier } from './normalize'

/** Client lookups by the identifiers a client logs in, signs up or recovers with. */

export function findClientById(db: Kysely<Database>, id: number): Promise<ClientRow | undefined> {
  return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findClientByIdentifier(db: Kysely<Database>, identifier: Identifier): Promise<ClientRow | undefined> {
  const column = identifier.kind === 'email' ? 'email' : 'mobile_phone'
  return db.selectFrom('clients').selectAll().where(column, '=', identifier.value).executeTakeFirst()
}

export type UniqueField = 'email' | 'mobile_phone' | 'curp'

/** Which of the given unique values another client already holds. */
export async function takenFields(db: Kysely<Database>, values: Partial<Record<UniqueField, string>>): Promise<Set<UniqueField>> {
  const fields = (Object.keys(values) as UniqueField[]).filter((field) => values[field])
  if (fields.length === 0) return new Set()
  const rows = await db
    .selectFrom('clients')
    .select(['email', 'mobile_phone', 'curp'])
    .where((eb) => eb.or(fields.map((field) => eb(field, '=', values[field] ?? ''))))
    .execute()
  return new Set(fields.filter((field) => rows.some((row) => row[field] === values[field])))
}
