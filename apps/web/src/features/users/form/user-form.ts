import { AUTHORITIES, roleName } from '@fleetledger/shared/access';
import { userSavePayload, type UserRecord } from '@fleetledger/shared/users/users.contract';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { UserSaveRequest } from '../api/users-calls';

export interface UserFormValues {
  email: string;
  name: string;
  /** '1'..'4', as the select holds it. */
  authority: string;
  /** Required for a new user; for an existing one, a new password resets theirs. */
  password: string;
}

export type UserField = keyof UserFormValues;
export const USER_FIELDS: readonly UserField[] = ['email', 'name', 'authority', 'password'];
export type UserFieldErrors = Partial<Record<UserField, string>>;

export interface UserFormProblem {
  message: string | null;
  fieldErrors: UserFieldErrors;
}

export const NO_USER_PROBLEM: UserFormProblem = { message: null, fieldErrors: {} };
export const USER_SAVE_FAILED = 'Could not save the user. Please try again.';
export const PASSWORD_REQUIRED = 'Password is required';

export const AUTHORITY_CHOICES = AUTHORITIES.map((authority) => ({
  value: String(authority),
  label: roleName(authority),
}));

export const EMPTY_USER: UserFormValues = { email: '', name: '', authority: '', password: '' };

export function userValues(user: UserRecord): UserFormValues {
  return { email: user.email, name: user.name, authority: String(user.authority), password: '' };
}

/** The save's body: a blank password is left out (an existing user keeps theirs). */
export function userPayload(
  values: UserFormValues,
  user: UserRecord | null,
  active = user?.active ?? true,
): UserSaveRequest {
  const payload: UserSaveRequest = {
    id: user?.id ?? null,
    email: values.email.trim(),
    name: values.name.trim(),
    authority: Number(values.authority),
    active,
  };
  if (values.password !== '') payload.password = values.password;
  return payload;
}

function isUserField(name: string): name is UserField {
  return (USER_FIELDS as readonly string[]).includes(name);
}

function place(messages: readonly (readonly [string, string])[]): UserFormProblem {
  const fieldErrors: UserFieldErrors = {};
  const others: string[] = [];
  for (const [name, message] of messages) {
    if (isUserField(name)) fieldErrors[name] ??= message;
    else if (!others.includes(message)) others.push(message);
  }
  return { message: others.length === 0 ? null : others.join(' '), fieldErrors };
}

/**
 * What can be told before sending: the shared schema's rules and a missing password for a new user.
 * How strong a password must be is the server's to say; its message is shown under the field.
 */
export function checkUser(values: UserFormValues, user: UserRecord | null): UserFormProblem | null {
  const payload = userPayload(values, user);
  const messages: [string, string][] = [];
  const parsed = userSavePayload.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) messages.push([String(issue.path[0] ?? ''), issue.message]);
  }
  if (values.authority === '') messages.unshift(['authority', 'Choose an authority']);
  if (user === null && values.password === '') messages.push(['password', PASSWORD_REQUIRED]);
  return messages.length === 0 ? null : place(messages);
}

/** Maps a refused save: per-field messages under their fields, anything else (409, 403, self-disable) above. */
export function userSaveProblem(error: unknown): UserFormProblem {
  if (!isApiError(error)) return { ...NO_USER_PROBLEM, message: USER_SAVE_FAILED };
  if (error.isNetworkError) return { ...NO_USER_PROBLEM, message: NETWORK_ERROR_MESSAGE };
  const placed = place(Object.entries(error.fieldErrors));
  const anyUnderFields = Object.keys(placed.fieldErrors).length > 0;
  return { ...placed, message: placed.message ?? (anyUnderFields ? null : (error.serverMessage ?? USER_SAVE_FAILED)) };
}
