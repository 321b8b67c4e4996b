import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { afterFailure } from './mail-retry';
import { claimDueMail, nextDueAt, settleMail, type ClaimedMail } from './mail.queries';

export interface MailCourier {
  /** A mail was queued: look now rather than at the next round. */
  nudge(): void;
  /** Finishes the mail in hand and stops. */
  stop(): Promise<void>;
}

export interface CourierOptions {
  /** How long a claimed mail is this courier's before another may take it over. */
  leaseMs?: number;
  /** The longest sleep between rounds, for mails other instances queued. */
  idleMs?: number;
  /** The wait after a mail's first failed attempt (doubling after each later one). */
  firstRetryMs?: number;
  onError?: (error: unknown) => void;
}

type MailSettings = NonNullable<Config['mail']>;

/**
 * Delivers the outbox through SMTP, one mail at a time, in every instance at once: each claim takes
 * the next due mail with SKIP LOCKED, so no two couriers hold the same one (docs/architecture.md, "Mail").
 */
export function startMailCourier(db: Db, mail: MailSettings, options: CourierOptions = {}): MailCourier {
  const leaseMs = options.leaseMs ?? 120_000;
  const idleMs = options.idleMs ?? 5_000;
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  let stopped = false;
  let wake = () => undefined as void;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const deliver = async (claimed: ClaimedMail) => {
    try {
      await transport.sendMail({
        from: mail.from.name === null ? mail.from.address : { name: mail.from.name, address: mail.from.address },
        to: claimed.to.map(asNodemailerAddress),
        cc: claimed.cc.map(asNodemailerAddress),
        subject: claimed.subject,
        text: claimed.message,
        messageId: claimed.messageId,
        attachments: [
          { filename: claimed.attachmentName, content: claimed.attachment, contentType: 'application/pdf' },
        ],
      });
      await settleMail(db, claimed, { status: 'sent' });
    } catch (failure) {
      const outcome = afterFailure(failure, claimed.attempts, options.firstRetryMs);
      await settleMail(
        db,
        claimed,
        outcome.kind === 'failed'
          ? { status: 'failed', error: outcome.error }
          : { status: 'queued', afterMs: outcome.afterMs, error: outcome.error },
      );
    }
  };

  const rounds = (async () => {
    while (!stopped) {
      try {
        for (let claimed = await claimDueMail(db, randomUUID(), leaseMs); claimed !== null && !stopped;) {
          await deliver(claimed);
          claimed = stopped ? null : await claimDueMail(db, randomUUID(), leaseMs);
        }
        if (stopped) break;
        const due = await nextDueAt(db);
        await sleep(due === null ? idleMs : Math.min(Math.max(due.getTime() - Date.now(), 50), idleMs));
      } catch (error) {
        options.onError?.(error);
        if (!stopped) await sleep(idleMs);
      }
    }
  })();

  return {
    nudge: () => wake(),
    stop: async () => {
      stopped = true;
      wake();
      await rounds;
      transport.close();
    },
  };
}

function asNodemailerAddress(recipient: { name: string | null; address: string }) {
  return recipient.name === null ? recipient.address : { name: recipient.name, address: recipient.address };
}
