import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/** Company-wide settings by key: security codes (hashed), company details for documents. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: moment('updated_at'),
});
