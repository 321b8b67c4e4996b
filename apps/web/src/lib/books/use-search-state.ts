import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { todayIn } from '@fleetledger/shared/dates';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { COMPANY_TIME_ZONE } from '../company-time-zone';
import { quickPeriod } from '../quick-periods';
import { periodFromSearch } from './books-period';

/**
 * What a books page shows lives in its address (?from=…&to=…&account_id=…), so a link opens the same
 * figures, Back returns to the last ones and a reload keeps them. Changes replace the entry rather than
 * adding one per keystroke.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  // Read once: a page left open past midnight keeps the dates the user saw.
  const [today] = useState(() => todayIn(COMPANY_TIME_ZONE));

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  return {
    params,
    today,
    update,
    /** The period asked for, the current month by default. */
    period: periodFromSearch(params, quickPeriod('this_month', today)),
    setPeriod: (period: BooksPeriod, also: Record<string, string | null> = {}) =>
      update({ from: period.from, to: period.to, ...also }),
  };
}

/** A positive whole number from the address, or null. */
export function idFromSearch(params: URLSearchParams, key: string): number | null {
  const value = params.get(key) ?? '';
  return /^[1-9]\d{0,11}$/.test(value) ? Number(value) : null;
}
