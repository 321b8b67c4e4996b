import { describe, expect, it } from 'vitest';
import { DRAFT_LIFETIME_MS, differsFrom, draftKey, parseDraft, serialiseDraft, withoutSecrets } from './form-draft';

const NOW = new Date('2026-11-26T09:30:00Z');

describe('a form draft in the browser', () => {
  it('is kept per form, record and user', () => {
    const key = draftKey({ form: 'purchase-edit', recordId: 12, user: 'U-1' });
    expect(key).not.toBe(draftKey({ form: 'purchase-edit', recordId: 13, user: 'U-1' }));
    expect(key).not.toBe(draftKey({ form: 'purchase-edit', recordId: 12, user: 'U-2' }));
    expect(key).not.toBe(draftKey({ form: 'invoice-lines', recordId: 12, user: 'U-1' }));
    expect(draftKey({ form: 'purchase-create', recordId: null, user: 'U-1' })).toBe(
      'fleetledger.draft:U-1:purchase-create:new',
    );
  });

  it('reads back what was written, with the version and the form it was based on and when', () => {
    const value = { reference: 'BILL-7', items: [{ amount: '12.500' }] };
    const baseline = { reference: 'BILL-6', items: [{ amount: '10.000' }] };
    const stored = parseDraft(serialiseDraft({ value, baseline, version: 4 }, NOW), NOW);
    expect(stored).toEqual({ savedAt: '2026-11-26T09:30:00.000Z', version: 4, value, baseline });
    expect(parseDraft(serialiseDraft({ value, baseline, version: null }, NOW), NOW)?.version).toBeNull();
  });

  it('is not offered when kept without what it was based on (an older draft)', () => {
    const old = JSON.stringify({ savedAt: NOW.toISOString(), version: 4, value: { reference: 'R' } });
    expect(parseDraft(old, NOW)).toBeNull();
  });

  it('never stores a password or a security code, however deep', () => {
    const value = {
      user: { name: 'Ali', password: 'secret-1', newPassword: 'secret-2' },
      code: '1100',
      codes: { cancel_code: '1234', adminCode: '9999', note: 'kept' },
      lines: [{ account: 'Cash', security_code: '4321' }],
    };
    expect(withoutSecrets(value)).toEqual({
      user: { name: 'Ali' },
      code: '1100',
      codes: { note: 'kept' },
      lines: [{ account: 'Cash' }],
    });
    expect(serialiseDraft({ value, baseline: value, version: null }, NOW)).not.toMatch(/secret|1234|9999|4321/);
  });

  it('is not offered once expired, nor when it cannot be read', () => {
    const raw = serialiseDraft({ value: { reference: 'R' }, baseline: { reference: '' }, version: null }, NOW);
    expect(parseDraft(raw, new Date(NOW.getTime() + DRAFT_LIFETIME_MS))).not.toBeNull();
    expect(parseDraft(raw, new Date(NOW.getTime() + DRAFT_LIFETIME_MS + 1))).toBeNull();
    expect(parseDraft(null, NOW)).toBeNull();
    expect(parseDraft('{broken', NOW)).toBeNull();
    expect(parseDraft('"text"', NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: 'yesterday', version: null, value: {} }), NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: NOW.toISOString(), version: '3', value: {} }), NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: NOW.toISOString(), version: null }), NOW)).toBeNull();
  });

  it('counts as changed only when it differs from where the form started', () => {
    const start = { reference: '', items: [{ key: 'a', amount: '' }] };
    expect(differsFrom({ ...start }, start)).toBe(false);
    expect(differsFrom({ ...start, reference: 'R' }, start)).toBe(true);
    expect(differsFrom({ ...start, items: [{ key: 'a', amount: '1' }] }, start)).toBe(true);
  });
});
