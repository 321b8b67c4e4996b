import { checkJournal, lineField, type CheckedJournal } from '@fleetledger/shared/journals/journal-rules';
import {
  JOURNAL_LIST_PAGE_SIZE,
  JOURNAL_MESSAGES,
  type JournalPayload,
  type JournalRecord,
} from '@fleetledger/shared/journals/journals.contract';
import { ACCOUNT_USE_MESSAGES } from '@fleetledger/shared/ledger/account-use';
import { filsToBd } from '@fleetledger/shared/money';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { journalLines, journals } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { takeNextNumber } from '../../kernel/document-numbers';
import { documentByNumber, lockForEdit, storedStatus, type DocumentRow } from '../../kernel/document-row';
import { refuseLockedDates } from '../../kernel/lock-date';
import { createOnce } from '../../kernel/request-keys';
import { rowStatusDeclaration, statusMover } from '../../kernel/status-mover';
import { attachmentsOf } from '../attachments/attachments.service';
import { missingReferences, postingAccounts } from '../masterdata/masterdata.service';
import { journalLedgerMove } from './journal-ledger.service';
import * as q from './journals.queries';
import { readsTogether } from '../../db/reads-together';

const JOURNAL_NUMBER_KIND = 'journal';

function refuse(problems: Record<string, string>): never {
  throw badRequest(Object.values(problems).join(', '), problems);
}

/**
 * The journal's rules, then what its lines name: each account in the chart and active, each customer
 * or supplier and truck an active record.
 */
async function checkedJournal(tx: Executor, input: JournalPayload): Promise<CheckedJournal> {
  const { journal, problems } = checkJournal(input);
  if (journal === null) refuse(problems);
  const { lines } = journal;
  const chart = await postingAccounts(
    tx,
    lines.map((line) => line.accountId),
  );
  const missing = await missingReferences(tx, {
    customers: lines.map((line) => line.partyId),
    trucks: lines.map((line) => line.truckId),
  });
  lines.forEach((line, index) => {
    const n = index + 1;
    const account = chart.get(line.accountId);
    if (account === undefined) problems[lineField(index, 'account_id')] = JOURNAL_MESSAGES.accountUnknown(n);
    else if (!account.active) problems[lineField(index, 'account_id')] = ACCOUNT_USE_MESSAGES.inactive(account.name);
    if (line.partyId !== null && missing.customers.has(line.partyId))
      problems[lineField(index, 'party_id')] = JOURNAL_MESSAGES.partyMissing(n);
    if (line.truckId !== null && missing.trucks.has(line.truckId))
      problems[lineField(index, 'truck_id')] = JOURNAL_MESSAGES.truckMissing(n);
  });
  if (Object.keys(problems).length > 0) refuse(problems);
  await refuseLockedDates(tx, journal.date);
  return journal;
}

const headerValues = (journal: CheckedJournal) => ({
  date: journal.date,
  reference: journal.reference,
  narration: journal.narration,
  totalFils: journal.totalFils,
});

const lineValues = (journal: CheckedJournal): q.JournalLineValues[] =>
  journal.lines.map((line, position) => ({ ...line, position }));

/**
 * journal_generate. With an Idempotency-Key, a repeated submit answers the journal the first made;
 * the same key with another body is refused.
 */
export async function generateJournal(db: Db, input: JournalPayload, actor: Actor, requestKey?: string) {
  return db.transaction(async (tx) => {
    const request = { key: requestKey, body: input, reused: JOURNAL_MESSAGES.idempotencyReused };
    const id = await createOnce(tx, q.journalKeys, request, async () => {
      const journal = await checkedJournal(tx, input);
      const number = await takeNextNumber(tx, JOURNAL_NUMBER_KIND);
      const created = await q.journalRows.insert(tx, {
        number,
        ...headerValues(journal),
        createdBy: actor.userId,
        updatedBy: actor.userId,
      });
      await q.saveLines(
        tx,
        created,
        lineValues(journal).map((line) => ({ ...line, id: null })),
      );
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'journal',
        entityId: created,
        after: await journalRecord(tx, created),
      });
      return created;
    });
    return { number: (await q.journalRows.numberOf(tx, id))!, message: JOURNAL_MESSAGES.created };
  });
}

/** journal_update: while Created, at the version read; lines sent back with their ids keep them. */
export async function updateJournal(db: Db, input: JournalPayload & { id: number; version: number }, actor: Actor) {
  return db.transaction(async (tx) => {
    await lockForEdit(tx, journalRow, input.id, input.version);
    const before = await journalRecord(tx, input.id);
    const journal = await checkedJournal(tx, input);
    const stored = await q.lineIds(tx, input.id);
    journal.lines.forEach((line, index) => {
      if (line.id !== null && !stored.has(line.id))
        refuse({ [lineField(index, 'id')]: JOURNAL_MESSAGES.lineNotOnJournal(index + 1) });
    });
    await q.journalRows.update(tx, input.id, { ...headerValues(journal), updatedBy: actor.userId });
    await q.saveLines(tx, input.id, lineValues(journal));
    const after = await journalRecord(tx, input.id);
    await recordAudit(tx, actor, { action: 'update', entity: 'journal', entityId: input.id, before, after });
    return after;
  });
}

export async function journalRecord(db: Executor, id: number): Promise<JournalRecord> {
  const journal = await q.journalHeader(db, id);
  if (journal === undefined) throw notFound(JOURNAL_MESSAGES.notFound);
  const [lines, attachments] = await readsTogether(db, [
    () => q.journalLineRows(db, id),
    () => attachmentsOf(db, 'journal', id),
  ]);
  return {
    id: journal.id,
    number: journal.number,
    date: journal.date,
    reference: journal.reference,
    narration: journal.narration,
    total_amount: filsToBd(journal.totalFils),
    status: storedStatus(journal.status),
    lines: lines.map(({ line, accountCode, accountName, partyName, truckNumber }) => ({
      id: line.id,
      account_id: line.accountId,
      account_code: accountCode,
      account_name: accountName,
      debit: filsToBd(line.debitFils),
      credit: filsToBd(line.creditFils),
      party_id: line.partyId,
      party_name: partyName,
      truck_id: line.truckId,
      truck_number: truckNumber,
      description: line.description,
    })),
    attachments: attachments.map((a) => ({ ...a, link: a.url })),
    version: journal.version,
  };
}

const journalRow: DocumentRow<JournalRecord> = {
  kind: 'journal',
  table: journals,
  notFoundMessage: JOURNAL_MESSAGES.notFound,
  staleMessage: JOURNAL_MESSAGES.stale,
  lockRow: q.journalRows.lock,
  updateRow: q.journalRows.update,
  current: journalRecord,
};

export const journalByNumber = (db: Db, number: number) => documentByNumber(db, journalRow, number);

/** The status move as the routes call it: reaching Posted writes the lines into the books, leaving reverses them. */
export const moveJournalStatus = (companyTz: string) =>
  statusMover(rowStatusDeclaration(journalRow, journalLedgerMove(companyTz)));

/** Where the journal list reads (kernel/document-list): its parties are the ones its lines name. */
export const journalListing = {
  table: journals,
  partyId: { documentId: journalLines.journalId, partyId: journalLines.partyId },
  numbered: 'journal',
  partyFilter: 'party_id',
  pageSize: JOURNAL_LIST_PAGE_SIZE,
} as const;
