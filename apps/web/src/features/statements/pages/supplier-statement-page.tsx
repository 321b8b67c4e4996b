import { useSupplierStatement } from '../api/statement-calls';
import { statementPage } from '../components/statement-screen';
import { SUPPLIER_STATEMENT_SIDE } from '../model/statement-view';

/** Supplier Statement, /books/supplier-statement?supplier_id=…: what we owed, each document, what we owe. */
export const SupplierStatementPage = statementPage({
  side: SUPPLIER_STATEMENT_SIDE,
  useStatement: useSupplierStatement,
  partyOf: (answer) => answer.supplier,
});
