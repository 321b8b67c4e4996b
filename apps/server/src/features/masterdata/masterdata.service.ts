import type { CustomerInsertPayload } from '@fleetledger/shared/jobs/jobs.contract';
import type { PostingAccount } from '@fleetledger/shared/ledger/account-use';
import type { Db, Executor } from '../../db/client';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import * as q from './masterdata.queries';

export async function jobEntryLookups(db: Db) {
  const [customers, trucks, drivers] = await Promise.all([
    q.activeCustomerOptions(db),
    q.activeTruckOptions(db),
    q.activeDriverOptions(db),
  ]);
  return { customers, trucks, drivers };
}

/** A customer (or supplier) as printed documents name them; undefined for an unknown id. */
export async function customerForPrint(db: Executor, id: number) {
  return q.customerForPrint(db, id);
}

export async function chargeOptions(db: Db) {
  return q.activeChargeOptions(db);
}

/** The active trucks by number, as the screens offer them. */
export async function truckOptions(db: Db) {
  return q.activeTruckOptions(db);
}

type ParsedCustomer = { [K in keyof CustomerInsertPayload]-?: string | null } & { name: string };

/** A customer's name and address as the columns that store them. */
export function customerColumns(input: ParsedCustomer) {
  return {
    name: input.name,
    crName: input.cr_name,
    flat: input.flat,
    building: input.building,
    road: input.road,
    block: input.block,
    city: input.city,
    email: input.email,
    mobile: input.mobile,
    vatNumber: input.vat_number,
  };
}

/**
 * Creates a customer unless one with the same name (trimmed, any case) exists: then that one's id is
 * answered, so a double click or a second clerk never makes a duplicate.
 */
export async function createCustomer(db: Db, input: ParsedCustomer, actor: Actor) {
  return db.transaction(async (tx) => {
    const existing = await q.findCustomerByName(tx, input.name);
    if (existing !== undefined) return { id: existing.id, existing: true };
    const row = await q.insertCustomer(tx, customerColumns(input));
    await recordAudit(tx, actor, { action: 'create', entity: 'customer', entityId: row.id, after: row });
    return { id: row.id, existing: false };
  });
}

export interface ReferencedIds {
  customers?: readonly (number | null)[];
  drivers?: readonly (number | null)[];
  trucks?: readonly (number | null)[];
  charges?: readonly (number | null)[];
  accounts?: readonly (number | null)[];
}

/** For each kind, the referenced ids that are not active records (so callers can name them). */
export async function missingReferences(db: Executor, refs: ReferencedIds) {
  const result: Record<keyof ReferencedIds, Set<number>> = {
    customers: new Set(),
    drivers: new Set(),
    trucks: new Set(),
    charges: new Set(),
    accounts: new Set(),
  };
  for (const kind of Object.keys(result) as (keyof ReferencedIds)[]) {
    const ids = [...new Set((refs[kind] ?? []).filter((id): id is number => id !== null))];
    const found = await q.activeIdsIn(db, kind, ids);
    for (const id of ids) if (!found.has(id)) result[kind].add(id);
  }
  return result;
}

/** An account a line names, with the side it naturally sits on. */
export type LineAccount = PostingAccount & { side: 'dr' | 'cr' };

/**
 * The accounts lines name (documents, journals, charges), active or not, by id, in one read; an id not
 * in the chart is absent.
 */
export async function postingAccounts(db: Executor, ids: readonly number[]): Promise<Map<number, LineAccount>> {
  const found = await q.accountsIn(db, [...new Set(ids)]);
  return new Map(
    found.map(({ dr_cr: side, ...account }) => [account.id, { ...account, side: side === 'cr' ? 'cr' : 'dr' }]),
  );
}

/** The charge's name and the account its expenses post to; undefined for a charge that does not exist. */
export async function chargeAccount(
  db: Executor,
  chargeId: number,
): Promise<{ chargeName: string; account: PostingAccount } | undefined> {
  const row = await q.accountOfCharge(db, chargeId);
  return row && { chargeName: row.chargeName, account: { id: row.id, name: row.name, active: row.active } };
}
