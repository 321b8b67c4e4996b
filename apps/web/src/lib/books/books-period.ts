import { isIsoDate } from '@fleetledger/shared/dates';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { periodProblem } from '../period-problem';

/** The period in the page address, or the default when it names none (or a wrong one). */
export function periodFromSearch(params: URLSearchParams, fallback: BooksPeriod): BooksPeriod {
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return periodProblem(asked) === null ? asked : fallback;
}

/** The date in the page address (?date=…), or the fallback when it names none (or a wrong one). */
export function dateFromSearch(params: URLSearchParams, fallback: string): string {
  const asked = params.get('date') ?? '';
  return isIsoDate(asked) ? asked : fallback;
}
