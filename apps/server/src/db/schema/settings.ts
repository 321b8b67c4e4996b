import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Company-wide settings by key: security codes (hashed), company details for documents. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
