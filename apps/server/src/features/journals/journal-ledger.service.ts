import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { journalNumberText, reversalDateProblem } from '@fleetledger/shared/journals/journal-rules';
import { JOURNAL_MESSAGES } from '@fleetledger/shared/journals/journals.contract';
import { journalPostingLines } from '@fleetledger/shared/ledger/voucher-posting-rules';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { refuseLockedDates } from '../../kernel/lock-date';
import type { AfterMove } from '../../kernel/status-mover';
import { postEntry, postingMove } from '../ledger/ledger.service';
import * as q from './journals.queries';

/**
 * What a journal's move writes in the books: its lines on reaching Posted (dated on the journal), the
 * reversal on leaving, dated on the move's `reverseOn` (an accrual undone on the first of the next
 * month) or today. A reversal date must be on or after the journal's and in the open period (409
 * with the lock's message); the move is refused whole otherwise.
 */
export function journalLedgerMove(companyTz: string): AfterMove {
  const move = postingMove('journal', companyTz, postJournal);
  return async (tx, id, from, to, actor, request) => {
    if (request.reverseOn !== undefined) await checkReversalDate(tx, id, from, request.reverseOn);
    await move(tx, id, from, to, actor, request);
  };
}

async function checkReversalDate(tx: Executor, id: number, from: DocumentStatus, reverseOn: string) {
  if (from !== 'Posted')
    throw badRequest(JOURNAL_MESSAGES.reverseOnNotPosted, { reverse_on: JOURNAL_MESSAGES.reverseOnNotPosted });
  await refuseLockedDates(tx, reverseOn);
  const journal = (await q.journalHeader(tx, id))!;
  const beforeJournal = reversalDateProblem(reverseOn, journal.date, null);
  if (beforeJournal !== null) throw badRequest(beforeJournal, { reverse_on: beforeJournal });
}

async function postJournal(tx: Executor, id: number, actor: Actor): Promise<void> {
  const journal = (await q.journalHeader(tx, id))!;
  const lines = await q.journalLineRows(tx, id);
  const number = journalNumberText(journal.number);
  await postEntry(
    tx,
    {
      sourceKind: 'journal',
      sourceId: id,
      sourceNumber: number,
      date: journal.date,
      memo: journal.narration === null ? `Journal ${number}` : `Journal ${number}: ${journal.narration}`,
      lines: journalPostingLines({ lines: lines.map(({ line }) => line) }),
    },
    actor,
  );
}
