import { describe, expect, it } from 'vitest';
import { newVoucherDraft, partyFils, payingFrom, storedVoucherDraft, voucherPayload, withParty } from './voucher-draft';

const acme = { id: 4, name: 'Acme Trading' };

describe('a receipt’s or payment’s party', () => {
  it('gets an item when chosen, keeps it when chosen again, and loses it when cleared', () => {
    const chosen = withParty(newVoucherDraft('2026-11-23'), acme);
    expect(chosen.party).toMatchObject({ partyId: 4, partyName: 'Acme Trading', amount: '' });
    expect(withParty(chosen, acme)).toBe(chosen);
    expect(withParty(chosen, { id: 5, name: 'Other' }).party?.partyId).toBe(5);
    expect(withParty(chosen, null).party).toBeNull();
    expect(partyFils({ ...chosen, party: { ...chosen.party!, amount: '12.5' } })).toBe(12_500);
  });

  it('made from a document, pays that document’s party all it has pending', () => {
    const paying = payingFrom(newVoucherDraft('2026-11-23'), acme, { id: 10, number: 5, pending_amount: 33.017 });
    expect(paying.party).toMatchObject({ partyId: 4, amount: '33.017', allocations: [{ documentId: 10 }] });
    expect(partyFils(paying)).toBe(33_017);
    const paid = payingFrom(newVoucherDraft('2026-11-23'), acme, { id: 10, number: 5, pending_amount: 0 });
    expect(paid.party).toMatchObject({ partyId: 4, amount: '', allocations: [] });
  });

  it('sends its items under the kind’s own names, each saying what it pays', () => {
    const names = {
      label: 'Supplier',
      numberText: (number: number) => `PV-${number}`,
      fields: (supplier_id: number, purchase_id: number | null) => ({ supplier_id, purchase_id }),
    } as const;
    const paying = payingFrom(newVoucherDraft('2026-11-23'), acme, { id: 10, number: 5, pending_amount: 2 });
    expect(voucherPayload(paying, 2_000, names)).toMatchObject({
      amount: 2,
      items: [{ id: null, supplier_id: 4, purchase_id: 10, amount: 2, description: 'Payment for PV-5' }],
    });
    expect(voucherPayload(newVoucherDraft('2026-11-23'), 0, names).items).toEqual([]);
  });

  it('is read back from a stored voucher, each item’s document named by the kind', () => {
    const stored = { date: '2026-11-20', account_id: 27, reference: null, narration: null, cheques: null };
    const items = [{ id: 21, invoice: 10, number: 5, amount: 7 }];
    const draft = storedVoucherDraft(stored, 'cash', acme, items, (item) => ({
      id: item.invoice,
      number: item.number,
    }));
    expect(draft).toMatchObject({ accountId: 27, type: 'cash', party: { amount: '7.000', advanceItemId: null } });
  });
});
