import { PASSWORD_MAX, PASSWORD_MIN } from './auth.contract';

/** Length rules every new password meets; the server also refuses the most common passwords. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  return null;
}
