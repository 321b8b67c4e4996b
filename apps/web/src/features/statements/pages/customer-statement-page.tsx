import { useCustomerStatement } from '../api/statement-calls';
import { statementPage } from '../components/statement-screen';
import { CUSTOMER_STATEMENT_SIDE } from '../model/statement-view';

/** Customer Statement, /books/statement?customer_id=…: what the customer owed, each document, what they owe. */
export const CustomerStatementPage = statementPage({
  side: CUSTOMER_STATEMENT_SIDE,
  useStatement: useCustomerStatement,
  partyOf: (answer) => answer.customer,
  sentByMail: true,
});
