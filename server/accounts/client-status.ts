import type { Kysely } from 'kysely'
import type { ClientStatus, Database } from '../db'
import { stamp } from '../db'

/**
 * Sets a client's status. Nothing else has to follow a block: the guard reads the
 * status on every private call (server/auth/guard.ts), so the client's live tokens are refused at
 * once, and login refuses the client too. Answers false when there is no such client.
 */
export async function setClientStatus(db: Kysely<Database>, id: number, status: ClientStatus, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('clients')
    .set({ status, updated_at: stamp(now) })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
