import { describe, expect, it } from 'vitest';
import { STATEMENTS_MESSAGES, STATEMENTS_AT_ONCE } from '@fleetledger/shared/statements/statements.contract';
import { chosenInOrder, printAllRefusal } from './customer-statements-view';

describe('Print all', () => {
  it('prints from one customer up to the most one print takes, and says why not otherwise', () => {
    expect(printAllRefusal(0)).toBe(STATEMENTS_MESSAGES.customersRequired);
    expect(printAllRefusal(1)).toBeNull();
    expect(printAllRefusal(STATEMENTS_AT_ONCE)).toBeNull();
    expect(printAllRefusal(STATEMENTS_AT_ONCE + 1)).toBe(
      `${STATEMENTS_MESSAGES.tooMany}: ${STATEMENTS_AT_ONCE + 1} are chosen.`,
    );
  });

  it('prints the chosen customers in the order the list shows them', () => {
    expect(chosenInOrder([5, 2, 9, 4], new Set([4, 5, 99]))).toEqual([5, 4]);
  });
});
