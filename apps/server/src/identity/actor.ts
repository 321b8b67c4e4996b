/** Who did it and from where; null actor for anonymous attempts and the CLI. */
export interface Actor {
  userId: number | null;
  ip?: string | null;
  requestId?: string | null;
}

export const CLI_ACTOR: Actor = { userId: null, ip: 'cli' };
