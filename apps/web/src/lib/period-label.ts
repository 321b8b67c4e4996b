import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { Period } from './quick-periods';

/** '01/11/2026 – 30/11/2026', or one day when from and to agree. */
export function periodLabel({ from, to }: Period): string {
  return from === to ? formatDisplayDate(from) : `${formatDisplayDate(from)} – ${formatDisplayDate(to)}`;
}
