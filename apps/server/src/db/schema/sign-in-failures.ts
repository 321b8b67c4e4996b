import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, moment } from './columns';

/**
 * Failed sign-ins, counted per e-mail and per address for rate limiting across app instances. An
 * attempt is written (checking) before its password is compared: a right one takes it back, a wrong
 * one becomes a failure (see docs/architecture.md, "Limits on guessing").
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serialId(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: moment('at'),
    checking: boolean('checking').notNull().default(false),
  },
  (t) => [index('sign_in_failures_email_idx').on(t.email, t.at), index('sign_in_failures_ip_idx').on(t.ip, t.at)],
);
