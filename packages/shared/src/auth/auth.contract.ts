import { z } from 'zod';

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const loginRequest = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(EMAIL_MAX, 'Email is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The signed-in user as the browser keeps it (the operations spec, plus e-mail for the sidebar). */
export const sessionUser = z.object({
  user_code: z.string(),
  authority: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = sessionUser.extend({
  success: z.literal(true),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const sessionResponse = sessionUser.extend({ success: z.literal(true) });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const logoutResponse = z.object({ success: z.literal(true), message: z.string() });

export const LOGIN_MESSAGES = {
  invalid: 'Invalid email or password',
  success: 'Login successful',
  loggedOut: 'Logged out',
} as const;
