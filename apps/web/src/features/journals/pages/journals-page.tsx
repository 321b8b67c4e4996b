import { journalNumberText } from '@fleetledger/shared/journals/journal-rules';
import { DocumentListPage } from '../../../documents/document-list-page';
import { journalListPage } from '../api/journal-calls';

/** Journals, /journals: every journal voucher, filtered, a page at a time, with the totals of what matched. */
export function JournalsPage() {
  return (
    <DocumentListPage
      kind="journal"
      party="party"
      numberText={journalNumberText}
      fetchPage={journalListPage}
      withVat={false}
    />
  );
}
