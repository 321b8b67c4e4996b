import type {
  AccountSave,
  AccountType,
  ChargeSave,
  CustomerSave,
  DriverSave,
  MasterdataKind,
  TruckSave,
} from '@fleetledger/shared/masterdata/masterdata.contract';
import { MASTERDATA_MESSAGES, PAYMENT_TERMS } from '@fleetledger/shared/masterdata/masterdata.contract';
import {
  accountChangeRefusal,
  changesStanding,
  type AccountStanding,
} from '@fleetledger/shared/masterdata/account-changes';
import { chargeAccountRefusal } from '@fleetledger/shared/ledger/account-use';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { requireVersion, staleEdit } from '../../kernel/stale-edit';
import * as q from './masterdata-admin.queries';
import { accountOptions } from './masterdata.queries';
import { customerColumns, postingAccounts } from './masterdata.service';

export async function listMasterdata(db: Db, kind: MasterdataKind, search: string | null, includeInactive: boolean) {
  switch (kind) {
    case 'customers':
      return { customers: await q.listCustomers(db, { search, includeInactive }) };
    case 'trucks':
      return { trucks: await q.listTrucks(db, { search, includeInactive }) };
    case 'drivers':
      return { drivers: await q.listDrivers(db, { search, includeInactive }) };
    case 'charges':
      return { charges: await q.listCharges(db, { search, includeInactive }), accounts: await accountOptions(db) };
    case 'accounts':
      return { accounts: await q.listAccounts(db, { search, includeInactive }) };
  }
}

const LISTED: Record<q.MasterTable, (db: Executor, filter: q.ListFilter) => Promise<unknown[]>> = {
  customers: q.listCustomers,
  trucks: q.listTrucks,
  drivers: q.listDrivers,
  charges: q.listCharges,
  accounts: q.listAccounts,
};

/** One record as the list page shows it: the `current` of a stale save. */
async function listedRecord(db: Executor, table: q.MasterTable, id: number): Promise<unknown> {
  return (await LISTED[table](db, { id }))[0] ?? null;
}

const ENTITY: Record<q.MasterTable, string> = {
  customers: 'customer',
  trucks: 'truck',
  drivers: 'driver',
  charges: 'charge',
  accounts: 'account',
};
const CLASH: Record<q.MasterTable, (name: string) => string> = {
  customers: (name) => `A customer named "${name}" already exists`,
  trucks: (number) => `Truck ${number} already exists`,
  drivers: (name) => `A driver named "${name}" already exists`,
  charges: (name) => `A charge named "${name}" already exists`,
  accounts: (name) => `An account named "${name}" already exists`,
};

/** Creates, or updates at the loaded version, one master record — refusing duplicates by name. */
async function saveRecord(
  db: Db,
  table: q.MasterTable,
  record: { input: { id: number | null; version: number | null }; name: string; values: Record<string, unknown> },
  actor: Actor,
  check: (tx: Executor) => Promise<void> = async () => undefined,
): Promise<number> {
  const { id, version } = record.input;
  return db.transaction(async (tx) => {
    await check(tx);
    if ((await q.findClash(tx, table, record.name, id)) !== undefined) {
      throw conflict(CLASH[table](record.name));
    }
    if (id === null) {
      const row = await q.insertRecord(tx, table, record.values);
      await recordAudit(tx, actor, { action: 'create', entity: ENTITY[table], entityId: row.id, after: row });
      return row.id;
    }
    const before = await q.findRecordForUpdate(tx, table, id);
    if (before === undefined) throw notFound(MASTERDATA_MESSAGES.notFound);
    await requireVersion(before, version, MASTERDATA_MESSAGES.stale, () => listedRecord(tx, table, id));
    const row = await q.updateRecordAtVersion(tx, table, id, version!, record.values);
    if (row === undefined) throw staleEdit(MASTERDATA_MESSAGES.stale, await listedRecord(tx, table, id));
    await recordAudit(tx, actor, { action: 'update', entity: ENTITY[table], entityId: row.id, before, after: row });
    return row.id;
  });
}

export async function saveCustomer(db: Db, input: CustomerSave, actor: Actor) {
  const paymentTermsDays = input.payment_terms_days ?? (input.id === null ? PAYMENT_TERMS.defaultDays : undefined);
  const values = {
    ...customerColumns(input),
    active: input.active,
    ...(paymentTermsDays === undefined ? {} : { paymentTermsDays }),
    ...(input.overdue_reminders === undefined ? {} : { overdueReminders: input.overdue_reminders }),
  };
  return saveRecord(db, 'customers', { input, name: input.name, values }, actor);
}

export async function saveTruck(db: Db, input: TruckSave, actor: Actor) {
  const values = { number: input.number, active: input.active };
  return saveRecord(db, 'trucks', { input, name: input.number, values }, actor);
}

export async function saveDriver(db: Db, input: DriverSave, actor: Actor) {
  const values = { name: input.name, truckId: input.truck_id, userId: input.user_id, active: input.active };
  return saveRecord(db, 'drivers', { input, name: input.name, values }, actor, async (tx) => {
    if (input.truck_id !== null && (await q.findRecord(tx, 'trucks', input.truck_id))?.active !== true) {
      throw badRequest('Truck must be selected from the list', { truck_id: 'Truck must be selected from the list' });
    }
    if (input.user_id !== null) {
      if (!(await q.userExists(tx, input.user_id))) throw badRequest('User not found', { user_id: 'User not found' });
      const other = await q.driverOfUser(tx, input.user_id, input.id);
      if (other !== undefined) throw conflict(`That user account already belongs to driver ${other.name}`);
    }
  });
}

/**
 * A charge's expenses post to its account, so an active charge needs one that takes postings. A charge
 * left on an account that no longer does (made inactive, or a control account from before the rule)
 * can still be deactivated as it stands: an inactive charge posts nothing.
 */
export async function saveCharge(db: Db, input: ChargeSave, actor: Actor) {
  const values = { name: input.name, accountId: input.account_id, active: input.active };
  return saveRecord(db, 'charges', { input, name: input.name, values }, actor, async (tx) => {
    const account = (await postingAccounts(tx, [input.account_id])).get(input.account_id);
    const refusal =
      account === undefined
        ? 'Account must be selected from the list'
        : input.active && chargeAccountRefusal(input.name, account);
    if (refusal) throw badRequest(refusal, { account_id: refusal });
  });
}

/**
 * An account of the chart. One a posting rule uses by id (fixed) may be renamed and re-coded, but keeps
 * its type and side and stays active; so does one the books have posted to (see accountChangeRefusal),
 * or the periods already booked would change meaning under their entries.
 */
export async function saveAccount(db: Db, input: AccountSave, actor: Actor) {
  const values = {
    code: input.code,
    name: input.name,
    description: input.description,
    type: input.type,
    drCr: input.dr_cr,
    active: input.active,
  };
  return saveRecord(db, 'accounts', { input, name: input.name, values }, actor, async (tx) => {
    await q.lockChart(tx);
    if ((await q.accountWithCode(tx, input.code, input.id)) !== undefined) {
      throw conflict(MASTERDATA_MESSAGES.accountCodeTaken(input.code));
    }
    if (input.id === null) return;
    const stored = await q.findRecordForUpdate(tx, 'accounts', input.id);
    if (stored === undefined) return;
    const standing: AccountStanding = {
      type: stored.type as AccountType,
      dr_cr: String(stored.drCr).toLowerCase() === 'cr' ? 'cr' : 'dr',
      active: stored.active === true,
    };
    const next: AccountStanding = { type: input.type, dr_cr: input.dr_cr, active: input.active };
    // A rename or a recode leaves what the postings mean: the books are not read for it.
    if (!changesStanding(standing, next)) return;
    if (stored.fixed === true) throw conflict(MASTERDATA_MESSAGES.fixedAccount);
    const { postings, debitLessCreditFils } = await q.accountPostings(tx, input.id);
    const balanceFils = standing.dr_cr === 'dr' ? debitLessCreditFils : -debitLessCreditFils;
    const refusal = accountChangeRefusal(standing, next, { name: String(stored.name), postings, balanceFils });
    if (refusal !== null) throw conflict(refusal);
  });
}
