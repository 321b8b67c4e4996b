import { expect } from 'vitest';
import type { Authority } from '@fleetledger/shared/access';
import { VERSION_REQUIRED } from '@fleetledger/shared/contract-fields';
import { salesLine } from './invoice-lines';
import type { SignedInApp } from './signed-in-app';

type Call = SignedInApp['call'];

/**
 * The calls every numbered document answers alike: its generate, its details, and the status move
 * (each kind's record comes back under its own name).
 */
function numberedCalls(
  call: Call,
  kind: 'invoice' | 'purchase' | 'receipt' | 'payment' | 'journal',
  read: { details: (number: number) => ReturnType<Call>; recordUnderKind: boolean; numberField: string },
) {
  const details = async (number: number) => {
    const answer = (await read.details(number)).json();
    return read.recordUnderKind ? answer[kind] : answer;
  };
  const move = (
    id: number,
    status: string,
    version: number,
    codes: Record<string, string> = {},
    authority?: Authority,
  ) =>
    call(
      'POST',
      `vouchers/${kind}_status_update.php`,
      { [`${kind}_id`]: id, status, version, user_id: 1, ...codes },
      authority,
    );
  return {
    /** Creates the document and answers its number; anything but a 200 fails the test. */
    async generate(body: unknown) {
      const response = await call('POST', `vouchers/${kind}_generate.php`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json()[read.numberField] as number;
    },
    details,
    move,
    /**
     * The version rule every update keeps, shown on a document as read: saved at its version, then stale
     * at the same one (409 with the current document), and refused without one (400).
     */
    expectUpdatesAtVersion: async (document: { version: number }, staleMessage: string) => {
      const update = (body: unknown) => call('POST', `vouchers/${kind}_update`, body);
      expect((await update({ ...document, narration: 'First' })).statusCode).toBe(200);
      const stale = await update({ ...document, narration: 'Second' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        status: 'error',
        message: staleMessage,
        current: { narration: 'First', version: 2 },
      });
      const { version: _version, ...noVersion } = document;
      expect((await update(noVersion)).json().errors.version).toBe(VERSION_REQUIRED);
    },
    /** Moves the document through these statuses in turn, each at the version the last answered; answers it as it then stands. */
    async walk(number: number, statuses: readonly string[], codes: Record<string, string> = {}) {
      let record = await details(number);
      for (const status of statuses) {
        const moved = await move(record.id, status, record.version, codes);
        expect(moved.statusCode, moved.body).toBe(200);
        record = moved.json()[kind];
      }
      return record;
    },
  };
}

/** The generate, details and status-move calls of an invoice or purchase voucher, as its route tests make them. */
export function documentCalls(call: Call, kind: 'invoice' | 'purchase') {
  return numberedCalls(call, kind, {
    details: (number) => call('GET', `vouchers/${kind}_details.php?${kind}_number=${number}`),
    recordUnderKind: true,
    numberField: `${kind}_number`,
  });
}

/**
 * The same calls of a receipt, supplier payment or journal, whose generate answers `number` and details
 * the voucher itself.
 */
export function moneyVoucherCalls(call: Call, kind: 'receipt' | 'payment' | 'journal') {
  return numberedCalls(call, kind, {
    details: (number) => call('POST', `vouchers/${kind}_details.php`, { [`${kind}_number`]: number }),
    recordUnderKind: false,
    numberField: 'number',
  });
}

/**
 * One test file's invoices or purchase vouchers: the header it writes them with (read when a body is
 * made, after the fixtures exist), the items and overrides each test gives, and their calls.
 */
export function documentsWithHeader(call: Call, kind: 'invoice' | 'purchase', header: () => Record<string, unknown>) {
  const calls = documentCalls(call, kind);
  const body = (items: unknown[], overrides: Record<string, unknown> = {}) => ({ ...header(), items, ...overrides });
  return {
    ...calls,
    body,
    /** Creates one with these items and answers its number. */
    generate: (items: unknown[], overrides: Record<string, unknown> = {}) => calls.generate(body(items, overrides)),
  };
}

/** Each item's given fields in order, so a document's lines compare as a table. */
export const itemFields = (items: readonly Record<string, unknown>[], fields: readonly string[]) =>
  items.map((item) => fields.map((field) => item[field]));

/** Invoices to Acme for storage (a manual line of BD 10 at 10 % VAT), for tests about anything but their lines. */
export function storageInvoices(api: Pick<SignedInApp, 'call' | 'md'>) {
  return {
    ...documentsWithHeader(api.call, 'invoice', () => ({
      customer_id: api.md.customers.acme,
      date: '2026-10-31',
      reference: 'PO-1',
      narration: 'Storage',
      user_id: 1,
    })),
    line: (description = 'Storage') => salesLine(1, 10, 10, description),
  };
}
