import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userCode: text('user_code').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    authority: smallint('authority').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_code_unique').on(t.userCode),
    index('users_authority_idx').on(t.authority),
  ],
);
