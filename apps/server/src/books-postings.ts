import type { BooksPostings } from './features/ledger/books-catch-up.service';
import { notePostings } from './features/credit-notes/note-ledger.service';
import { bringExpensesIntoBooks } from './features/expenses/expenses.service';
import { invoicePostings } from './features/invoices/invoice-ledger.service';
import { postPayment } from './features/payments/payment-ledger.service';
import { postPurchase } from './features/purchases/purchase-ledger.service';
import { postReceipt } from './features/receipts/receipt-ledger.service';

/**
 * What each feature posts, composed once for the books' catch-up at start: the books know no
 * document feature, the features hand them their postings here.
 */
export const booksPostings: BooksPostings = {
  documents: {
    ...invoicePostings,
    ...notePostings,
    purchase: postPurchase,
    receipt: postReceipt,
    payment: postPayment,
  },
  records: [bringExpensesIntoBooks],
};
