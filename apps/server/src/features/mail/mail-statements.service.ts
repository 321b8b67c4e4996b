import { parseMailAddress } from '@fleetledger/shared/mail/mail-address';
import { MAIL_MESSAGES } from '@fleetledger/shared/mail/mail.contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { draftFor, mailTarget, signingCompany } from './mail-drafts.service';
import { queueMail } from './mail.service';

/**
 * Each customer's statement for the period, to the e-mail on their record, with the usual subject and
 * message: one mail each. Every customer is found before any mail is queued (an unknown one refuses
 * the whole send); a customer with no usable e-mail is left out and named.
 */
export async function queueStatements(
  db: Db,
  config: Pick<Config, 'mail'>,
  request: { customer_ids: number[]; from: string; to_date: string },
  actor: Actor,
) {
  if (config.mail === null) throw conflict(MAIL_MESSAGES.notConfigured);
  const chosen = [];
  for (const customerId of new Set(request.customer_ids)) {
    const named = {
      document: 'statement' as const,
      customer_id: customerId,
      from: request.from,
      to_date: request.to_date,
    };
    chosen.push({ named, target: await mailTarget(db, named) });
  }
  const company = await signingCompany(db);
  const queued: { customer_id: number; id: number }[] = [];
  const skipped: { customer_id: number; name: string; reason: string }[] = [];
  for (const { named, target } of chosen) {
    const draft = draftFor(named, target, company);
    const to = draft.to.map(parseMailAddress);
    if (to.length === 0 || to.some((recipient) => recipient === null)) {
      const reason = to.length === 0 ? MAIL_MESSAGES.noAddress : MAIL_MESSAGES.unusableAddress;
      skipped.push({ customer_id: named.customer_id, name: target.name, reason });
      continue;
    }
    const mail = {
      ...named,
      to: to.filter((recipient) => recipient !== null),
      cc: [],
      subject: draft.subject,
      message: draft.message,
    };
    queued.push({ customer_id: named.customer_id, id: await queueMail(db, config, mail, actor) });
  }
  return { queued, skipped };
}
