import { useSupplierStatement } from '../api/statement-calls';
import { StatementScreen } from '../components/statement-screen';
import { SUPPLIER_STATEMENT_SIDE } from '../model/statement-view';

/** Supplier Statement, /books/supplier-statement?supplier_id=…: what we owed, each document, what we owe. */
export function SupplierStatementPage() {
  return (
    <StatementScreen
      side={SUPPLIER_STATEMENT_SIDE}
      useStatement={useSupplierStatement}
      partyOf={(answer) => answer.supplier}
    />
  );
}
