import { openingDocumentHeader, type OpenItem } from '@fleetledger/shared/ledger/opening-balances';
import type { Executor } from '../db/client';
import type { Actor } from '../identity/actor';
import { takeNextNumber } from './document-numbers';

/**
 * The header an opening invoice and an opening purchase voucher share, all but their party: the next
 * number of their kind's own sequence (`numberKind`), what openingDocumentHeader says, and who entered it.
 */
export async function numberedOpeningHeader(tx: Executor, numberKind: string, item: OpenItem, actor: Actor) {
  return {
    number: await takeNextNumber(tx, numberKind),
    ...openingDocumentHeader(item),
    createdBy: actor.userId,
    updatedBy: actor.userId,
  };
}
