import { parseMailAddress } from '@fleetledger/shared/mail/mail-address';
import { MAIL_MESSAGES } from '@fleetledger/shared/mail/mail.contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { mailDraft } from './mail-drafts.service';
import { documentParty } from './mail.queries';
import { queueMail } from './mail.service';

/**
 * Each customer's statement for the period, to the e-mail on their record, with the usual subject and
 * message: one mail each, queued one after the other. A customer with no e-mail is left out and named.
 */
export async function queueStatements(
  db: Db,
  config: Pick<Config, 'mail' | 'dataDir'>,
  request: { customer_ids: number[]; from: string; to_date: string },
  actor: Actor,
) {
  if (config.mail === null) throw conflict(MAIL_MESSAGES.notConfigured);
  const queued: { customer_id: number; id: number }[] = [];
  const skipped: { customer_id: number; name: string; reason: string }[] = [];
  for (const customerId of new Set(request.customer_ids)) {
    const period = { customer_id: customerId, from: request.from, to_date: request.to_date };
    const draft = await mailDraft(db, config, { document: 'statement', ...period });
    if (draft.to.length === 0) {
      const party = await documentParty(db, 'statement', { customerId });
      skipped.push({ customer_id: customerId, name: party?.name ?? '', reason: MAIL_MESSAGES.noAddress });
      continue;
    }
    const id = await queueMail(
      db,
      config,
      {
        document: 'statement',
        ...period,
        to: draft.to.map((text) => parseMailAddress(text)!),
        cc: [],
        subject: draft.subject,
        message: draft.message,
      },
      actor,
    );
    queued.push({ customer_id: customerId, id });
  }
  return { queued, skipped };
}
