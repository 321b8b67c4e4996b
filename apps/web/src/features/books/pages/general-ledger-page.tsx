import { Center, Pagination } from '@mantine/core';
import { idFromSearch, useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksNotice } from '../../../ui/books/books-notice';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { PeriodFields } from '../../../ui/books/period-fields';
import { useGeneralLedger } from '../api/books-calls';
import { LedgerAccountSelect } from '../components/ledger-account-select';
import { generalLedgerView } from '../model/general-ledger-view';
import printPage from '../../../ui/print-page.module.css';

/** General Ledger, /books/general-ledger?account_id=…: one account's lines with a running balance. */
export function GeneralLedgerPage() {
  const { params, period, setPeriod, update, today } = useSearchState();
  const accountId = idFromSearch(params, 'account_id');
  const page = idFromSearch(params, 'page') ?? 1;
  const query = useGeneralLedger(accountId, period, page);

  return (
    <BooksPage
      title="General Ledger"
      description="Every line posted to one account, with the running balance (debit positive)."
      controls={
        <>
          <LedgerAccountSelect
            accountId={accountId}
            knownName={query.data?.account.name ?? null}
            onChange={(id) => update({ account_id: id === null ? null : String(id), page: null })}
          />
          <PeriodFields period={period} today={today} onChange={(next) => setPeriod(next, { page: null })} />
        </>
      }
    >
      {accountId === null ? (
        <BooksNotice text="Choose an account to see its ledger." />
      ) : (
        <BooksAnswer query={query}>
          {(answer) => (
            <>
              <BooksResult view={generalLedgerView(answer)} />
              {answer.page_count > 1 && (
                <Center mt="md" className={printPage.noPrint}>
                  <Pagination
                    total={answer.page_count}
                    value={answer.page}
                    onChange={(next) => update({ page: String(next) })}
                    getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                  />
                </Center>
              )}
            </>
          )}
        </BooksAnswer>
      )}
    </BooksPage>
  );
}
