import { STATEMENTS_MESSAGES, STATEMENTS_AT_ONCE } from '@fleetledger/shared/statements/statements.contract';

/** Whether Print all can print the customers chosen, and if not, why. */
export function printAllRefusal(chosen: number): string | null {
  if (chosen === 0) return STATEMENTS_MESSAGES.customersRequired;
  if (chosen > STATEMENTS_AT_ONCE) return `${STATEMENTS_MESSAGES.tooMany}: ${chosen} are chosen.`;
  return null;
}

/** The customers chosen, in the list's order, so the statements print in the order they are shown. */
export function chosenInOrder(listed: readonly number[], chosen: ReadonlySet<number>): number[] {
  return listed.filter((id) => chosen.has(id));
}
