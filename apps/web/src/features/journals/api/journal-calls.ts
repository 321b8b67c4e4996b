import {
  journalGenerateResponse,
  journalListResponse,
  journalSavedResponse,
} from '@fleetledger/shared/journals/journals.contract';
import { moneyVoucherCalls } from '../../../documents/document-calls';
import { documentListFetch } from '../../../documents/document-list';

/** GET vouchers/journal_list: a page of the filtered journals, their totals, and the numbering gaps. */
export const journalListPage = documentListFetch('journal', 'party_id', journalListResponse);

/** journal_generate (once per Idempotency-Key), journal_update at the version read, journal_status_update. */
export const journalCalls = moneyVoucherCalls('journal', journalGenerateResponse, journalSavedResponse);
