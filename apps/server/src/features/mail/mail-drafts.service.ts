import { formatMailAddress } from '@fleetledger/shared/mail/mail-address';
import { mailNumberText } from '@fleetledger/shared/mail/mail-numbers';
import { mailDraftText } from '@fleetledger/shared/mail/mail-drafts';
import {
  MAIL_MESSAGES,
  type MailDocument,
  type MailDraft,
  type MailDraftQuery,
} from '@fleetledger/shared/mail/mail.contract';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import { companySettings } from '../settings/settings.service';
import { mailedDocument } from './mail.queries';

type Named = { document: MailDocument; number?: number; customer_id?: number };

/** The document a mail names, with whom it is for and its status; 400 or 404 saying what is wrong. */
export async function mailTarget(db: Executor, named: Named) {
  const statement = named.document === 'statement';
  if (statement ? named.customer_id === undefined : named.number === undefined)
    throw badRequest(statement ? MAIL_MESSAGES.statementFields : MAIL_MESSAGES.numberRequired);
  const documentText = named.document === 'statement' ? null : mailNumberText(named.document, named.number!);
  const found = await mailedDocument(db, named.document, { number: named.number, customerId: named.customer_id });
  if (found === undefined) throw notFound(MAIL_MESSAGES.unknownDocument(documentText ?? 'That customer'));
  return { ...found, documentText };
}

/** The company's name, as every draft signs it. */
export const signingCompany = async (db: Db) => (await companySettings(db)).settings.legal_name_en;

/** What a send starts from: the party's own e-mail (none when the record has none), a subject and a message. */
export function draftFor(
  named: Named & { from?: string; to_date?: string },
  target: Awaited<ReturnType<typeof mailTarget>>,
  companyName: string,
): Omit<MailDraft, 'success' | 'configured'> {
  const period =
    named.from !== undefined && named.to_date !== undefined ? { from: named.from, to: named.to_date } : undefined;
  const email = target.email?.trim() ?? '';
  return {
    to: email === '' ? [] : [formatMailAddress({ name: target.name, address: email })],
    cc: [],
    ...mailDraftText(named.document, {
      documentText: target.documentText,
      partyName: target.name,
      companyName,
      period,
    }),
  };
}

export async function mailDraft(db: Db, config: Pick<Config, 'mail'>, query: MailDraftQuery): Promise<MailDraft> {
  const target = await mailTarget(db, query);
  return { success: true, configured: config.mail !== null, ...draftFor(query, target, await signingCompany(db)) };
}
