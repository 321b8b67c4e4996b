import { journalNumberText } from '@fleetledger/shared/journals/journal-rules';
import { journalPostingLines } from '@fleetledger/shared/ledger/voucher-posting-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { postEntry, postingMove } from '../ledger/ledger.service';
import * as q from './journals.queries';

/** What a journal's move writes in the books: its lines on reaching Posted (dated on the journal), the reversal on leaving. */
export const journalLedgerMove = (companyTz: string) => postingMove('journal', companyTz, postJournal);

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
