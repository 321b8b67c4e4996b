import type { RouteContract } from '../../http/contract-route';
import { contractSchema, queryFields } from './openapi-schemas';

/** A field that names one stored record: `id`, `invoice_id`, `credit_note_number` (its kind before). */
const NAMES_A_RECORD = /^(?:id|(.+)_(?:id|number))$/;

/** A search or a list by a party (`find_job`, `invoices_by_customer`) answers what it found, perhaps nothing. */
const SEARCHES = /^(find|get)_|_by_/;

/** Whether a call acts on the record the field names: `id`, or a field of the kind the call is named for. */
function namesItsRecord(call: string, field: string): boolean {
  const named = NAMES_A_RECORD.exec(field);
  if (named === null || SEARCHES.test(call)) return false;
  const kind = named[1];
  return kind === undefined || `_${call.replaceAll('-', '_')}_`.includes(`_${kind}_`);
}

/** The fields a call cannot be made without, in its query and its (JSON) body. */
function requiredFields(contract: RouteContract): string[] {
  const body = contract.bodies?.json ?? contract.body;
  return [contract.query, body]
    .filter((schema) => schema !== undefined)
    .flatMap((schema) => queryFields(contractSchema(schema)))
    .filter((field) => field.required)
    .map((field) => field.name);
}

/**
 * The refusals a call answers because of what it takes, read from its own contract: a call that must
 * name the record it acts on (not a search) answers 404 when there is none; a call that must send the `version` it read (an update,
 * a status move) answers 409 when that version is stale. Nothing is declared per route, so a new call is
 * described by what it takes.
 */
export function refusalsOf(call: string, contract: RouteContract): { notFound: boolean; stale: boolean } {
  const required = requiredFields(contract);
  return {
    notFound: required.some((name) => namesItsRecord(call, name)),
    stale: required.includes('version'),
  };
}
