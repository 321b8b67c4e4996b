import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { useLedgerCheck } from '../api/ledger-check-calls';
import { BooksCheckPanels } from '../components/books-check-panels';

const WHAT_IT_CHECKS =
  "The journal's hash chain, every posted document against its entries, and the chain's head against the anchor kept outside the database.";

/** Books Check, /books/check (Admin): the same check as `ledger verify`, its last result and Verify Now. */
export function BooksCheckPage() {
  return (
    <BooksPage title="Books Check" description={WHAT_IT_CHECKS}>
      <BooksAnswer query={useLedgerCheck()}>{(check) => <BooksCheckPanels check={check} />}</BooksAnswer>
    </BooksPage>
  );
}
