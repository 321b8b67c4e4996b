/** Who did it and from where; null actor for anonymous attempts and the CLI. */
export interface Actor {
  userId: number | null;
  ip?: string | null;
  requestId?: string | null;
}

export const CLI_ACTOR: Actor = { userId: null, ip: 'cli' };

/** The server itself, for what it does as it starts (bringing the books up to date). */
export const SERVER_START_ACTOR: Actor = { userId: null, ip: 'server start' };
