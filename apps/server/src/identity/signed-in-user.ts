import type { Authority } from '@fleetledger/shared/access';

/** The user behind a request's session. */
export interface SignedInUser {
  id: number;
  userCode: string;
  email: string;
  name: string;
  authority: Authority;
  sessionId: number;
}
