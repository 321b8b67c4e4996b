import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  /** SMTP_URL for the app. */
  url: string;
  /** Where each mail taken is written, as it arrived (one .eml file per mail). */
  folder: string;
  stop(): Promise<void>;
}

/** A recipient the catcher refuses for good (550) the first time, and takes when the mail is sent again. */
export const BOUNCES_ONCE = /^bounce-once[^@]*@/;

/**
 * A real SMTP server for the flows: it takes every mail and keeps it as a file the flows read back,
 * but refuses a recipient matching BOUNCES_ONCE once, so a flow can see a mail fail and retry it.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetledger-mail-'));
  let count = 0;
  const bounced = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'flows' && auth.password === 'flows-secret'
        ? callback(null, { user: auth.username })
        : callback(new Error('Invalid credentials')),
    onRcptTo: (recipient, _session, callback) => {
      const address = recipient.address.toLowerCase();
      if (!BOUNCES_ONCE.test(address) || bounced.has(address)) return callback();
      bounced.add(address);
      callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
    },
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        fs.writeFileSync(path.join(folder, `${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://flows:flows-secret@127.0.0.1:${port}`,
    folder,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
