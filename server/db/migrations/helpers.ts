import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely'
import { dialectOf } from '../dialect'

/*
 * Building blocks shared by migrations. A migration that ran must mean the same thing forever,
 * so never change what a helper here produces: add a new helper instead.
 */

/**
 * An integer primary key the database generates: `integer ... autoincrement` on SQLite (ids are
 * never reused after a delete), an identity column on PostgreSQL.
 */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  const generated = (column: ColumnDefinitionBuilder) =>
    dialectOf(db) === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement()
  return table.addColumn('id', 'integer', generated)
}

/** created_at and updated_at as ISO text (schema.ts explains why text). */
export function withTimestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table.addColumn('created_at', 'text', (col) => col.notNull()).addColumn('updated_at', 'text', (col) => col.notNull())
}
