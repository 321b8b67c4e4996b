import { z } from 'zod';
import { flag, optionalId, texts } from '../contract-fields';
import { PASSWORD_MAX } from '../auth/auth.contract';

/** User administration (beyond the spec, Admin only). */
export const userSavePayload = z.object({
  id: optionalId('User'),
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email is too long'),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  authority: z.preprocess(
    (v) => (typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'Authority must be 1, 2, 3 or 4' }).int(),
  ),
  /** Required for a new user; for an existing one, a new password resets it. */
  password: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`).optional(),
  ),
  active: z.preprocess((v) => (v === undefined ? true : v), flag('Active')),
});
export type UserSave = z.output<typeof userSavePayload>;

export const userRecord = z.object({
  id: z.number(),
  ...texts('user_code', 'email', 'name'),
  authority: z.number(),
  role: z.string(),
  active: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecord>;
