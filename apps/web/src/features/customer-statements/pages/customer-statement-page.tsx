import { Button } from '@mantine/core';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { idFromSearch, useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksNotice } from '../../../ui/books/books-notice';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { PeriodFields } from '../../../ui/books/period-fields';
import { customerStatementPdfUrl, useCustomerStatement } from '../api/customer-statement-calls';
import { CustomerSearch } from '../../../ui/customer-search';
import { customerStatementView } from '../model/customer-statement-view';

/** The statement as the customer receives it: opened in a new tab, or saved. */
function PdfButtons({ customerId, period }: { customerId: number; period: BooksPeriod }) {
  return (
    <>
      <Button
        component="a"
        variant="default"
        href={customerStatementPdfUrl(customerId, period)}
        target="_blank"
        rel="noopener"
      >
        Open PDF
      </Button>
      <Button component="a" variant="default" href={customerStatementPdfUrl(customerId, period, true)} download>
        Download
      </Button>
    </>
  );
}

/** Customer Statement, /books/statement?customer_id=…: what the customer owed, each document, what they owe. */
export function CustomerStatementPage() {
  const { params, period, setPeriod, update, today } = useSearchState();
  const customerId = idFromSearch(params, 'customer_id');
  const query = useCustomerStatement(customerId, period);

  return (
    <BooksPage
      title="Customer Statement"
      description="A customer's invoices, credit notes and receipts over a period, with the running balance."
      controls={
        <>
          <CustomerSearch
            customer={customerId === null ? null : { id: customerId, name: query.data?.customer.name ?? null }}
            w={300}
            onChange={(chosen) => update({ customer_id: chosen === null ? null : String(chosen.id) })}
          />
          <PeriodFields period={period} today={today} onChange={setPeriod} />
        </>
      }
    >
      {customerId === null ? (
        <BooksNotice text="Choose a customer to see their statement." />
      ) : (
        <BooksAnswer query={query}>
          {(answer) => (
            <BooksResult
              view={customerStatementView(answer)}
              actions={<PdfButtons customerId={answer.customer.id} period={{ from: answer.from, to: answer.to }} />}
            />
          )}
        </BooksAnswer>
      )}
    </BooksPage>
  );
}
