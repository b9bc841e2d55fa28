import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * drizzle mirrors of the tables the SQL migrations create. The migrations are the source of truth
 * (plain SQL, reviewed like code); these definitions only give queries their types, so every
 * migration that adds or changes a table updates its mirror here.
 */

/** Key/value facts about this installation (migration 0001). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every table, for drizzle's relational queries (`db.query.<table>`). */
export const schema = { appMeta };
export type Schema = typeof schema;
