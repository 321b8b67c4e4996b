import { pgTable, text } from 'drizzle-orm/pg-core';
import { bigNumber, bytes } from './columns';

/**
 * The bytes of every attachment and of the company's logo, once each by their SHA-256, in the
 * database every instance of the app shares (docs/architecture.md, "Data safety").
 */
export const storedFiles = pgTable('stored_files', {
  sha256: text('sha256').primaryKey(),
  sizeBytes: bigNumber('size_bytes').notNull(),
  data: bytes('data').notNull(),
});
