import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useSignedInApp } from '../../../test/signed-in-app';
import { documentsWithHeader, storageInvoices } from '../../../test/document-calls';
import { purchaseItem } from '../../../test/purchase-item';
import { asOwner } from '../../../test/owner-session';

/**
 * A large database's line ids pass a million, where the screens of the system we replace number their
 * new lines: a stored line keeps its id on every save, and a local id above a million that is none of
 * the document's lines is a new line.
 */
const api = useSignedInApp({ authority: 1, masterData: true });
const invoices = storageInvoices(api);
const purchases = documentsWithHeader(api.call, 'purchase', () => ({
  supplier_id: api.md.customers.bahrainMarine,
  date: '2026-10-10',
  reference: 'SUP-1',
  narration: 'Fuel',
  user_id: 1,
}));
beforeAll(async () => {
  await asOwner(api.ctx.database.db, (owner) =>
    owner.execute(sql`
      select setval(pg_get_serial_sequence('invoice_items', 'id'), 5000000);
      select setval(pg_get_serial_sequence('purchase_items', 'id'), 7000000)`),
  );
});

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe.each([
  { kind: 'invoice', calls: invoices, line: invoices.line },
  { kind: 'purchase', calls: purchases, line: (description: string) => purchaseItem(5, 10, { description }) },
] as const)('$kind lines numbered above a million', ({ kind, calls, line }) => {
  it('keep their ids when saved back untouched, and a local id above a million adds a line', async () => {
    const number = await calls.generate([line('First'), line('Second')]);
    const read = await calls.details(number);
    expect(Math.min(...ids(read.items))).toBeGreaterThan(1_000_000);

    const saved = await api.call('POST', `vouchers/${kind}_update.php`, read);
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await calls.details(number);
    expect(ids(again.items)).toEqual(ids(read.items));

    const added = await api.call('POST', `vouchers/${kind}_update.php`, {
      ...again,
      items: [...again.items, { ...line('Third'), id: 1_000_001 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const grown = await calls.details(number);
    expect(ids(grown.items).slice(0, 2)).toEqual(ids(read.items));
    expect(grown.items.map((item: { description: string }) => item.description)).toEqual(['First', 'Second', 'Third']);
    expect(grown.items[2].id).not.toBe(1_000_001);
  });
});
