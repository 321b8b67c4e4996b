import { describe, expect, it } from 'vitest';
import { accountChangeRefusal, changesStanding, type AccountStanding } from './account-changes';
import { MASTERDATA_MESSAGES } from './masterdata.contract';

const vehicles: AccountStanding = { type: 'asset', dr_cr: 'dr', active: true };
const used = (postings: number, balanceFils: number) => ({ name: 'Vehicles', postings, balanceFils });

describe('changing an account the books have used', () => {
  it('lets an unused account change anything', () => {
    expect(accountChangeRefusal(vehicles, { type: 'expense', dr_cr: 'cr', active: false }, used(0, 0))).toBeNull();
  });

  it('keeps the type and the side of an account with one posting or more', () => {
    for (const next of [
      { ...vehicles, type: 'expense' as const },
      { ...vehicles, dr_cr: 'cr' as const },
    ]) {
      expect(accountChangeRefusal(vehicles, next, used(1, 0))).toBe(
        MASTERDATA_MESSAGES.accountKeepsMeaning(used(1, 0)),
      );
    }
    expect(MASTERDATA_MESSAGES.accountKeepsMeaning(used(3, 60_000_000))).toBe(
      'Vehicles has 3 postings and a balance of BD 60,000.000: its type and side cannot change, or the periods already booked would read differently. It can still be renamed or recoded',
    );
    expect(MASTERDATA_MESSAGES.accountKeepsMeaning(used(1, 1))).toContain('has 1 posting and a balance of BD 0.001');
  });

  it('makes an account inactive only once its balance is zero', () => {
    const inactive = { ...vehicles, active: false };
    expect(accountChangeRefusal(vehicles, inactive, used(2, 0))).toBeNull();
    for (const balance of [1, -1]) {
      expect(accountChangeRefusal(vehicles, inactive, used(2, balance))).toBe(
        MASTERDATA_MESSAGES.accountBalanceNotZero(used(2, balance)),
      );
    }
    expect(MASTERDATA_MESSAGES.accountBalanceNotZero(used(2, 5_500))).toBe(
      'Vehicles has 2 postings and a balance of BD 5.500: it cannot be made inactive while its balance is not zero',
    );
  });

  it('lets a used account keep what it is: stay active, stay inactive, or come back', () => {
    expect(accountChangeRefusal(vehicles, vehicles, used(2, 10))).toBeNull();
    const inactive = { ...vehicles, active: false };
    expect(accountChangeRefusal(inactive, inactive, used(2, 10))).toBeNull();
    expect(accountChangeRefusal(inactive, vehicles, used(2, 10))).toBeNull();
  });
});

describe('what an account edit changes', () => {
  it('changes the standing by its type, its side or its leaving the pickers, never by coming back', () => {
    expect(changesStanding(vehicles, vehicles)).toBe(false);
    expect(changesStanding(vehicles, { ...vehicles, type: 'expense' })).toBe(true);
    expect(changesStanding(vehicles, { ...vehicles, dr_cr: 'cr' })).toBe(true);
    expect(changesStanding(vehicles, { ...vehicles, active: false })).toBe(true);
    const inactive = { ...vehicles, active: false };
    expect(changesStanding(inactive, vehicles)).toBe(false);
    expect(changesStanding(inactive, inactive)).toBe(false);
  });
});
