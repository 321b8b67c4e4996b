import { mergeEdit } from '../../../lib/three-way-merge';
import { describe, expect, it } from 'vitest';
import type { PurchaseRecord } from '@fleetledger/shared/purchases/purchases.contract';
import {
  itemFigures,
  newItem,
  newPurchase,
  PURCHASE_MERGE,
  purchaseCopy,
  purchaseDraft,
  purchaseGrandTotalFils,
  purchasePayload,
  withAccount,
} from './purchase-drafts';

const fuel = { id: 29, name: 'Fuel Expense', description: 'Diesel and fuel for trucks', dr_cr: 'dr' as const };
const payable = { id: 36, name: 'Accounts Payable', description: null, dr_cr: 'cr' as const };

describe('purchase item drafts', () => {
  it('starts a new item with quantity 1 and VAT 0, and a new purchase with one item dated today', () => {
    expect(newItem()).toMatchObject({ quantity: '1', vatPercent: 0, crDr: 'dr', jobs: [], truckId: null });
    expect(newPurchase('2026-11-23')).toMatchObject({ date: '2026-11-23', items: [{ quantity: '1' }] });
  });

  it("takes the account's side and fills only an empty description", () => {
    const chosen = withAccount(newItem(), payable);
    expect(chosen).toMatchObject({ accountId: 36, accountSide: 'cr', crDr: 'cr', description: 'Accounts Payable' });
    const typed = withAccount({ ...newItem(), description: 'Diesel, week 47' }, fuel);
    expect(typed).toMatchObject({ accountSide: 'dr', crDr: 'dr', description: 'Diesel, week 47' });
    expect(withAccount(typed, null)).toMatchObject({ accountId: null, accountName: '' });
  });

  it('works out signed figures only once quantity and unit amount are figures', () => {
    const item = { ...withAccount(newItem(), fuel), quantity: '2', unit: '10.005', vatPercent: 10 as const };
    expect(itemFigures(item)).toMatchObject({ signedVatableFils: 20_010, vatFils: 2_001, signedTotalFils: 22_011 });
    expect(itemFigures({ ...item, unit: '' })).toBeNull();
    expect(itemFigures({ ...item, quantity: 'two' })).toBeNull();
    const against = { ...item, crDr: 'cr' as const };
    expect(itemFigures(against)).toMatchObject({ signedVatableFils: -20_010, signedTotalFils: -22_011 });
    expect(purchaseGrandTotalFils([item, { ...newItem(), unit: '' }])).toBe(22_011);
    expect(purchaseGrandTotalFils([item, against])).toBe(0);
  });

  it('sends jobs by id, figures as numbers and what is not a figure as typed, for the server to name', () => {
    const item = {
      ...withAccount(newItem(), fuel),
      unit: 'abc',
      jobs: [{ id: 7, job_number: 'A1', date: '2026-10-05', container: null }],
      truckId: 3,
    };
    const payload = purchasePayload({ ...newPurchase('2026-11-23'), supplierId: 4, narration: '  ', items: [item] });
    expect(payload).toMatchObject({ supplier_id: 4, narration: null, reference_date: null });
    expect(payload.items[0]).toMatchObject({ account_id: 29, job_ids: [7], truck_id: 3, qty: 1, amount: 'abc' });
  });
});

describe('a stored purchase on screen', () => {
  const stored: PurchaseRecord = {
    id: 1,
    number: 5,
    supplier_id: 4,
    customer_name: 'Gulf Fuel',
    date: '2026-11-20',
    reference: 'GF-1',
    reference_date: null,
    narration: null,
    vatable_amount: 10,
    vat_amount: 1,
    total_amount: 11,
    status: 'Created',
    items: [
      {
        id: 9,
        account_id: 29,
        account_name: 'Fuel Expense',
        account_dr_cr: 'dr',
        job_number: 'A1',
        jobs: [{ id: 7, job_number: 'A1', date: '2026-10-05', container: 'MSCU1' }],
        truck_id: null,
        truck_number: null,
        cr_dr: 'dr',
        qty: 1,
        amount: 10,
        vat_percentage: 10,
        vatable_amount: 10,
        vat_amount: 1,
        total_amount: 11,
        description: 'Diesel',
      },
    ],
    attachments: [],
    version: 3,
  };

  it('reads back into the same payload it was saved from', () => {
    const draft = purchaseDraft(stored);
    expect(draft.items[0]).toMatchObject({ id: 9, unit: '10.000', vatPercent: 10, accountSide: 'dr' });
    expect(purchasePayload(draft)).toMatchObject({ supplier_id: 4, reference: 'GF-1', total_amount: 11 });
    expect(purchasePayload(draft).items[0]).toMatchObject({ id: 9, job_ids: [7], qty: 1, amount: 10 });
  });

  it('duplicates as new items dated today, the supplier, narration, accounts, jobs and truck kept, the reference not', () => {
    const copy = purchaseCopy(
      { ...stored, status: 'Posted', narration: 'Week 47', reference_date: '2026-11-19' },
      '2026-11-26',
    );
    expect(copy).toMatchObject({
      supplierId: 4,
      date: '2026-11-26',
      reference: '',
      referenceDate: '',
      narration: 'Week 47',
    });
    expect(copy.items[0]).toMatchObject({ id: null, accountId: 29, unit: '10.000', vatPercent: 10, jobs: [{ id: 7 }] });
    expect(copy.items[0]!.key).not.toBe(purchaseDraft(stored).items[0]!.key);
    expect(purchasePayload(copy).items[0]).toMatchObject({ id: null, job_ids: [7], amount: 10 });
  });

  it('merges a stale edit: my header change and new item, their change to an item I did not touch', () => {
    const base = purchaseDraft(stored);
    const added = newItem();
    const mine = { ...base, reference: 'GF-2', items: [...base.items, added] };
    const theirs = { ...base, items: [{ ...base.items[0]!, unit: '12.000' }] };
    const merged = mergeEdit(PURCHASE_MERGE, { base, mine, theirs });
    expect(merged.record).toEqual({ ...mine, items: [theirs.items[0], added] });
    expect(merged.taken.map((t) => t.field)).toEqual(['Item 1 · Unit Amount']);
    expect(merged.conflicts).toEqual([]);
  });
});
