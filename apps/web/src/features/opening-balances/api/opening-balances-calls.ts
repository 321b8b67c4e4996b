import {
  openingBalancesResponse,
  type OpeningBalances,
  type OpeningBalancesInput,
} from '@fleetledger/shared/ledger/opening-balances.contract';
import { useBooksCall, useBooksChange, WHOLE_BOOKS } from '../../../lib/books/books-call';

/** GET books/opening_balances: what was entered, or null before anything was. */
export const useOpeningBalances = () => useBooksCall('opening_balances', WHOLE_BOOKS, openingBalancesResponse);

/** POST books/opening_balances: entered once; what was entered is shown while every figure is asked again. */
export const useEnterOpeningBalances = () =>
  useBooksChange<OpeningBalancesInput, OpeningBalances>(
    'opening_balances',
    openingBalancesResponse,
    (client, entered) => client.setQueryData(['books', 'opening_balances', WHOLE_BOOKS], entered),
  );
