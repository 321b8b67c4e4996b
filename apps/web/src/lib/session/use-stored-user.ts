import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@fleetledger/shared/auth/session-user';
import { readStoredUser, subscribeToStoredUser } from './stored-user';

export function useStoredUser(): SessionUser | null {
  return useSyncExternalStore(subscribeToStoredUser, readStoredUser, () => null);
}
