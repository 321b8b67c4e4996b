import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * What the test server does with the next mails: take them, refuse for now (4xx) or for good (5xx), or
 * read them whole and keep the sender waiting for the answer until release() (a courier mid-delivery).
 */
export type SmtpMood = 'accept' | 'busy' | 'reject' | 'hold';

export interface SmtpTestServer {
  /** smtp://user:password@127.0.0.1:port (smtp://127.0.0.1:port for a relay without login), as SMTP_URL takes it. */
  url: string;
  received: ParsedMail[];
  mood: SmtpMood;
  /** Message-IDs read whole and waiting for the server's answer. */
  held: string[];
  /**
   * Answers the held mails. A mail counts as received only if its sender is still connected to hear the
   * answer: a server takes responsibility for a mail by answering 250 (RFC 5321, 4.1.1.4).
   */
  release(): void;
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
}

export const SMTP_USER = 'courier';
export const SMTP_PASSWORD = 'courier-secret';

/**
 * A real SMTP server in this process (smtp-server), each mail read back with mailparser. `login: false`
 * is a relay inside a company network: it takes mail from anyone who connects, and offers no login.
 */
export async function startSmtpTestServer({ login = true }: { login?: boolean } = {}): Promise<SmtpTestServer> {
  let server: SMTPServer;
  let port = 0;
  const closedSessions = new Set<string>();
  let waiting: (() => void)[] = [];
  const state: SmtpTestServer = {
    url: '',
    received: [],
    mood: 'accept',
    held: [],
    release: () => {
      const answers = waiting;
      waiting = [];
      state.held = [];
      for (const answer of answers) answer();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      server = create();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
      port = (server.server.address() as AddressInfo).port;
      state.url = login ? `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`;
    },
  };
  const create = () =>
    new SMTPServer({
      disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      allowInsecureAuth: true,
      authOptional: !login,
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === SMTP_USER && auth.password === SMTP_PASSWORD
          ? callback(null, { user: auth.username })
          : callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 })),
      onRcptTo: (_address, _session, callback) => {
        if (state.mood === 'reject')
          return callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
        if (state.mood === 'busy')
          return callback(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 }));
        callback();
      },
      onClose: (session) => closedSessions.add(session.id),
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            const answer = () => {
              if (!closedSessions.has(session.id)) state.received.push(mail);
              callback();
            };
            if (state.mood !== 'hold') return answer();
            state.held.push(mail.messageId ?? '');
            waiting.push(answer);
          },
          (error: unknown) => callback(error as Error),
        );
      },
    });
  await state.start();
  return state;
}

/**
 * The usual start of a mail test file: an SMTP test server for the file, the mails it took, its mood,
 * and the app's mail settings pointing at it (`env`, for useSignedInApp called after this).
 */
export function useSmtpTestServer(options: { login?: boolean } = {}): {
  env: Record<string, string>;
  readonly received: ParsedMail[];
  mood: SmtpMood;
} {
  const env: Record<string, string> = { MAIL_FROM: 'Gulf Haulage Accounts <accounts@gulfhaulage.bh>' };
  let server: SmtpTestServer | undefined;
  beforeAll(async () => {
    server = await startSmtpTestServer(options);
    env.SMTP_URL = server.url;
  });
  afterAll(async () => server?.stop());
  return {
    env,
    get received() {
      return server!.received;
    },
    get mood() {
      return server!.mood;
    },
    set mood(mood: SmtpMood) {
      server!.mood = mood;
    },
  };
}
