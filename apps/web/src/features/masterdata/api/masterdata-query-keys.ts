import type { MasterdataKind } from '@fleetledger/shared/masterdata/masterdata.contract';
import type { ListFilter } from './masterdata-calls';

/** Query keys of the master-data pages; a save invalidates everything under `all`. */
export const masterdataQueryKeys = {
  all: ['masterdata'] as const,
  kind: (kind: MasterdataKind) => [...masterdataQueryKeys.all, kind] as const,
  list: (kind: MasterdataKind, filter: ListFilter) => [...masterdataQueryKeys.kind(kind), filter] as const,
  userAccounts: () => [...masterdataQueryKeys.all, 'user-accounts'] as const,
};
