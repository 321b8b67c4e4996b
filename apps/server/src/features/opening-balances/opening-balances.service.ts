import {
  OPENING_MESSAGES as M,
  type OpeningBalances,
  type OpeningBalancesPayload,
} from '@fleetledger/shared/ledger/opening-balances.contract';
import {
  checkOpeningBalances,
  isCredit,
  openingEntryLines,
  openingEquityFils,
  openItemLines,
  type CheckedOpening,
  type OpenItem,
} from '@fleetledger/shared/ledger/opening-balances';
import { ACCOUNT_USE_MESSAGES } from '@fleetledger/shared/ledger/account-use';
import { filsToBd } from '@fleetledger/shared/money';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { holdLockDate, readLock } from '../../kernel/lock-date.queries';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import { openInvoice } from '../invoices/opening-invoices.service';
import { postEntry } from '../ledger/ledger.service';
import { missingReferences } from '../masterdata/masterdata.service';
import { openPurchase } from '../purchases/opening-purchases.service';
import * as q from './opening-balances.queries';

/** What the opening balances keep of what was entered: the checked figures and the documents made. */
interface Entered extends CheckedOpening {
  items: (OpenItem & { documentNumber: string | null })[];
}

/**
 * An open item as its opening invoice (a customer owes) or bill (we owe a supplier), with its own entry
 * on the opening date; answers the document's number.
 */
async function openDocument(tx: Executor, item: OpenItem, date: string, actor: Actor): Promise<string> {
  const source = item.party === 'customer' ? await openInvoice(tx, item, actor) : await openPurchase(tx, item, actor);
  await postEntry(tx, { ...source, date, memo: 'Opening balance', lines: openItemLines(item, source.sourceId) }, actor);
  return source.sourceNumber;
}

function refuse(problems: Record<string, string>): never {
  throw badRequest(Object.values(problems)[0]!, problems);
}

/** Every account must be in the chart and active; every party a customer record that is active. */
async function checkReferences(tx: Executor, opening: CheckedOpening): Promise<void> {
  const problems: Record<string, string> = {};
  const found = new Map(
    (
      await q.accountsByIds(
        tx,
        opening.accounts.map((line) => line.accountId),
      )
    ).map((a) => [a.id, a]),
  );
  opening.accounts.forEach((line, index) => {
    const account = found.get(line.accountId);
    if (account === undefined) problems[`accounts.${index}.account_id`] = M.accountUnknown(index + 1);
    else if (!account.active) problems[`accounts.${index}.account_id`] = ACCOUNT_USE_MESSAGES.inactive(account.name);
  });
  const missing = await missingReferences(tx, { customers: opening.items.map((item) => item.partyId) });
  for (const party of ['customer', 'supplier'] as const) {
    opening.items
      .filter((item) => item.party === party)
      .forEach((item, index) => {
        if (missing.customers.has(item.partyId))
          problems[`${party}s.${index}.${party}_id`] = M.partyMissing(index + 1, party);
      });
  }
  if (Object.keys(problems).length > 0) refuse(problems);
}

/**
 * Brings last year's balances in, once, before anything else is dated: the open items as opening
 * invoices and bills (each with its own entry) and the account balances, with the credits in a party's
 * favour and what does not balance, as one opening entry — all on the opening date, in one
 * transaction. The lock date is held alone meanwhile, so no document can be dated in between.
 */
export async function enterOpeningBalances(
  db: Db,
  input: OpeningBalancesPayload,
  actor: Actor,
): Promise<OpeningBalances> {
  const { opening, problems } = checkOpeningBalances(input);
  if (opening === null) refuse(problems);
  return db.transaction(async (tx) => {
    await holdLockDate(tx);
    const entered = await q.openingRow(tx);
    if (entered !== undefined) throw conflict(M.alreadyEntered(entered.date));
    const { lock } = await readLock(tx);
    if (lock.lockDate !== null && opening.date <= lock.lockDate) throw conflict(LOCK_MESSAGES.locked(lock.lockDate));
    const first = await q.firstDatedOnOrBefore(tx, opening.date);
    if (first !== undefined) throw conflict(M.documentsBefore(first.what, first.date));
    await checkReferences(tx, opening);

    const items: Entered['items'] = [];
    for (const item of opening.items) {
      const documentNumber = isCredit(item) ? null : await openDocument(tx, item, opening.date, actor);
      items.push({ ...item, documentNumber });
    }
    const id = await q.insertOpening(tx, {
      date: opening.date,
      entered: { ...opening, items },
      createdBy: actor.userId,
    });
    const lines = openingEntryLines(opening);
    if (lines.length > 0) {
      const posting = { sourceKind: 'opening_balance' as const, sourceId: id, sourceNumber: `OB-${id}` };
      await postEntry(tx, { ...posting, date: opening.date, memo: 'Opening balances', lines }, actor);
    }
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'opening_balances',
      entityId: id,
      after: { date: opening.date },
    });
    return openingBalances(tx);
  });
}

/** The opening balances as entered, with the names of their accounts and parties; null before any. */
export async function openingBalances(db: Executor): Promise<OpeningBalances> {
  const row = await q.openingRow(db);
  if (row === undefined) return { success: true, opening: null };
  const entered = row.entered as Entered;
  const accounts = new Map(
    (
      await q.accountsByIds(
        db,
        entered.accounts.map((line) => line.accountId),
      )
    ).map((a) => [a.id, a]),
  );
  const names = await q.partyNames(
    db,
    entered.items.map((item) => item.partyId),
  );
  const itemsOf = (party: OpenItem['party']) =>
    entered.items
      .filter((item) => item.party === party)
      .map((item) => ({
        party_id: item.partyId,
        party_name: names.get(item.partyId) ?? '',
        number: item.number,
        date: item.date,
        due_date: item.dueDate,
        amount: filsToBd(item.amountFils),
        document_number: item.documentNumber,
      }));
  return {
    success: true,
    opening: {
      date: row.date,
      entered_by: row.enteredBy,
      entered_at: row.enteredAt.toISOString(),
      accounts: entered.accounts.map((line) => ({
        account_id: line.accountId,
        account_code: accounts.get(line.accountId)?.code ?? '',
        account_name: accounts.get(line.accountId)?.name ?? '',
        debit: filsToBd(line.debitFils),
        credit: filsToBd(line.creditFils),
      })),
      customers: itemsOf('customer'),
      suppliers: itemsOf('supplier'),
      equity: filsToBd(openingEquityFils(entered)),
    },
  };
}
