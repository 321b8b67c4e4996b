/**
 * The signed-in user's display copy, checked without zod: this runs on the sign-in path, whose
 * JavaScript budget (150 KB gzipped) a schema library would take a sixth of. It accepts exactly
 * what the `sessionUser` schema of auth.contract.ts accepts (a test holds them together).
 */
export interface SessionUser {
  user_code: string;
  authority: number;
  name: string;
  email: string;
}

/** Parse-style checkers shaped like zod's `safeParse`, so the API client takes either. */
export interface ResponseParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export function toSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.user_code !== 'string' || typeof v.name !== 'string' || typeof v.email !== 'string') return null;
  if (typeof v.authority !== 'number' || !Number.isInteger(v.authority)) return null;
  return { user_code: v.user_code, authority: v.authority, name: v.name, email: v.email };
}

/** login.php and session.php answer the user's fields with success:true. */
export const signedInAnswer: ResponseParser<SessionUser> = {
  safeParse(input) {
    const user = (input as { success?: unknown } | null)?.success === true ? toSessionUser(input) : null;
    return user === null ? { success: false } : { success: true, data: user };
  },
};

export const successAnswer: ResponseParser<{ success: true }> = {
  safeParse(input) {
    return (input as { success?: unknown } | null)?.success === true
      ? { success: true, data: { success: true } }
      : { success: false };
  },
};
