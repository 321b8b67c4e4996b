import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The mails an SMTP catcher took (its folder; the shared demo server's by default), read as a mail program reads them. */
export async function mailsTaken(folder = process.env.E2E_MAIL_DIR!): Promise<ParsedMail[]> {
  return Promise.all(fs.readdirSync(folder).map((file) => simpleParser(fs.readFileSync(path.join(folder, file)))));
}
