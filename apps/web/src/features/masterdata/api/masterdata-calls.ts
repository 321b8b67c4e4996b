import { z } from 'zod';
import {
  accountOption,
  accountRecord,
  chargeRecord,
  customerRecord,
  driverRecord,
  truckRecord,
  type AccountOption,
  type AccountRecord,
  type ChargeRecord,
  type CustomerRecord,
  type DriverRecord,
  type MasterdataKind,
  type TruckRecord,
} from '@fleetledger/shared/masterdata/masterdata.contract';
import { userRecord, type UserRecord } from '@fleetledger/shared/users/users.contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, isApiError } from '../../../lib/api-error';

export interface MasterRecords {
  customers: CustomerRecord;
  drivers: DriverRecord;
  trucks: TruckRecord;
  charges: ChargeRecord;
  accounts: AccountRecord;
}

const RECORD_SCHEMAS: { [K in MasterdataKind]: z.ZodType<MasterRecords[K]> } = {
  customers: customerRecord,
  drivers: driverRecord,
  trucks: truckRecord,
  charges: chargeRecord,
  accounts: accountRecord,
};

/** The record a stale save (409) answers with, or null for any other failure. */
export function staleMasterRecord<K extends MasterdataKind>(kind: K, error: unknown): MasterRecords[K] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  const current = typeof body === 'object' && body !== null && 'current' in body ? body.current : undefined;
  const parsed = RECORD_SCHEMAS[kind].safeParse(current);
  return parsed.success ? parsed.data : null;
}

export interface ListFilter {
  search: string;
  includeInactive: boolean;
}

export interface MasterList<K extends MasterdataKind> {
  records: MasterRecords[K][];
  /** The chart of accounts (charges only; empty for the other kinds). */
  accounts: AccountOption[];
}

// Loose, so the accounts list keeps every field of its records (the charges list only needs the options).
const listEnvelope = z.looseObject({
  success: z.literal(true),
  accounts: z.array(z.looseObject(accountOption.shape)).optional(),
});

export function listPath(kind: MasterdataKind, { search, includeInactive }: ListFilter): string {
  const query = new URLSearchParams();
  if (search.trim() !== '') query.set('search', search.trim());
  if (includeInactive) query.set('include_inactive', '1');
  const suffix = query.toString();
  return suffix === '' ? `${kind}_list` : `${kind}_list?${suffix}`;
}

/** GET customers_list, drivers_list, trucks_list or charges_list. */
export async function fetchMasterList<K extends MasterdataKind>(
  kind: K,
  filter: ListFilter,
  signal?: AbortSignal,
): Promise<MasterList<K>> {
  const body = await apiRequest({ path: listPath(kind, filter), schema: listEnvelope, signal });
  const records = z.array(RECORD_SCHEMAS[kind]).safeParse(body[kind]);
  if (!records.success) throw new ApiError(200, 'Unexpected response from the server.');
  return { records: records.data, accounts: body.accounts ?? [] };
}

/** The record as the server has it now (active or not), or undefined when it is gone. */
export async function fetchMasterRecord<K extends MasterdataKind>(
  kind: K,
  id: number,
): Promise<MasterRecords[K] | undefined> {
  const list = await fetchMasterList(kind, { search: '', includeInactive: true });
  return list.records.find((record) => record.id === id);
}

export const saveResponse = z.object({ success: z.literal(true), id: z.number(), message: z.string() });

/** POST customer_save, truck_save, driver_save or charge_save. */
export function saveMasterRecord(path: string, payload: Record<string, unknown>) {
  return apiRequest({ path, method: 'POST', body: payload, schema: saveResponse });
}

const usersListResponse = z.object({ success: z.literal(true), users: z.array(userRecord) });

/** GET users_list (Admin only): the accounts a driver may be linked to. */
export async function fetchUserAccounts(signal?: AbortSignal): Promise<UserRecord[]> {
  const body = await apiRequest({ path: 'users_list', schema: usersListResponse, signal });
  return body.users;
}
