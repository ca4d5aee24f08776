import type { Kysely } from 'kysely'
import type { z } from '@hono/zod-openapi'
import type { AdminUser } from '../../api'
import type { Database, UserRow } from '../db'

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
}

export function toAdminUser(user: UserRow): z.infer<typeof AdminUser> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    mfaEnabled: user.mfa_enabled === 1,
  }
}
