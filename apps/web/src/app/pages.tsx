import { lazy, type ReactNode } from 'react';
import { documentRoutes } from '../documents/document-routes';

/* Every protected page, each loaded on first visit so /login stays light. */
const DashboardPage = lazy(() =>
  import('../features/dashboard/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const JobEntryPage = lazy(() =>
  import('../features/jobs/pages/job-entry-page').then((m) => ({ default: m.JobEntryPage })),
);
const JobSearchPage = lazy(() =>
  import('../features/jobs/pages/job-search-page').then((m) => ({ default: m.JobSearchPage })),
);
const AddExpensePage = lazy(() =>
  import('../features/expenses/pages/add-expense-page').then((m) => ({ default: m.AddExpensePage })),
);
const ExpenseRecordsPage = lazy(() =>
  import('../features/expenses/pages/expense-records-page').then((m) => ({ default: m.ExpenseRecordsPage })),
);
const EditExpensePage = lazy(() =>
  import('../features/expenses/pages/edit-expense-page').then((m) => ({ default: m.EditExpensePage })),
);
const JobTablePage = lazy(() =>
  import('../features/job-table/pages/job-table-page').then((m) => ({ default: m.JobTablePage })),
);
const BookingEntryPage = lazy(() =>
  import('../features/placeholders/pages/booking-entry-page').then((m) => ({ default: m.BookingEntryPage })),
);
const DriverInputPage = lazy(() =>
  import('../features/placeholders/pages/driver-input-page').then((m) => ({ default: m.DriverInputPage })),
);
const DriverSummaryPage = lazy(() =>
  import('../features/placeholders/pages/driver-summary-page').then((m) => ({ default: m.DriverSummaryPage })),
);
const ReportsPage = lazy(() =>
  import('../features/reports/pages/reports-page').then((m) => ({ default: m.ReportsPage })),
);
const CustomersPage = lazy(() =>
  import('../features/masterdata/pages/customers-page').then((m) => ({ default: m.CustomersPage })),
);
const DriversPage = lazy(() =>
  import('../features/masterdata/pages/drivers-page').then((m) => ({ default: m.DriversPage })),
);
const TrucksPage = lazy(() =>
  import('../features/masterdata/pages/trucks-page').then((m) => ({ default: m.TrucksPage })),
);
const ChargesPage = lazy(() =>
  import('../features/masterdata/pages/charges-page').then((m) => ({ default: m.ChargesPage })),
);
const InvoiceRequestPage = lazy(() =>
  import('../features/invoice-requests/pages/invoice-request-page').then((m) => ({ default: m.InvoiceRequestPage })),
);
const InvoiceManagementPage = lazy(() =>
  import('../features/invoice-requests/pages/invoice-management-page').then((m) => ({
    default: m.InvoiceManagementPage,
  })),
);
const TrialBalancePage = lazy(() =>
  import('../features/books/pages/trial-balance-page').then((m) => ({ default: m.TrialBalancePage })),
);
const GeneralLedgerPage = lazy(() =>
  import('../features/books/pages/general-ledger-page').then((m) => ({ default: m.GeneralLedgerPage })),
);
const CustomerStatementPage = lazy(() =>
  import('../features/statements/pages/customer-statement-page').then((m) => ({
    default: m.CustomerStatementPage,
  })),
);
const AgingPage = lazy(() => import('../features/books/pages/aging-page').then((m) => ({ default: m.AgingPage })));
const ReceivablesAgingItemsPage = lazy(() =>
  import('../features/books/pages/aging-items-page').then((m) => ({ default: m.ReceivablesAgingItemsPage })),
);
const PayablesAgingItemsPage = lazy(() =>
  import('../features/books/pages/aging-items-page').then((m) => ({ default: m.PayablesAgingItemsPage })),
);
const CustomerStatementsPage = lazy(() =>
  import('../features/statements/pages/customer-statements-page').then((m) => ({
    default: m.CustomerStatementsPage,
  })),
);
const SupplierStatementPage = lazy(() =>
  import('../features/statements/pages/supplier-statement-page').then((m) => ({
    default: m.SupplierStatementPage,
  })),
);
const PayablesAgingPage = lazy(() =>
  import('../features/books/pages/payables-aging-page').then((m) => ({ default: m.PayablesAgingPage })),
);
const VatReturnPage = lazy(() =>
  import('../features/vat-returns/pages/vat-return-page').then((m) => ({ default: m.VatReturnPage })),
);
const LockDatePage = lazy(() =>
  import('../features/books/pages/lock-date-page').then((m) => ({ default: m.LockDatePage })),
);
const BooksCheckPage = lazy(() =>
  import('../features/books/pages/books-check-page').then((m) => ({ default: m.BooksCheckPage })),
);
const OpeningBalancesPage = lazy(() =>
  import('../features/opening-balances/pages/opening-balances-page').then((m) => ({ default: m.OpeningBalancesPage })),
);
const ProfitPage = lazy(() => import('../features/profit/pages/profit-page').then((m) => ({ default: m.ProfitPage })));
const ProfitAndLossPage = lazy(() =>
  import('../features/financial-statements/pages/profit-and-loss-page').then((m) => ({ default: m.ProfitAndLossPage })),
);
const BalanceSheetPage = lazy(() =>
  import('../features/financial-statements/pages/balance-sheet-page').then((m) => ({ default: m.BalanceSheetPage })),
);
const AccountsPage = lazy(() =>
  import('../features/masterdata/pages/accounts-page').then((m) => ({ default: m.AccountsPage })),
);
const UsersPage = lazy(() => import('../features/users/pages/users-page').then((m) => ({ default: m.UsersPage })));
const AuditLogPage = lazy(() =>
  import('../features/audit-log/pages/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
);
const MailOutboxPage = lazy(() =>
  import('../features/mail/pages/mail-outbox-page').then((m) => ({ default: m.MailOutboxPage })),
);
const ApiReferencePage = lazy(() =>
  import('../features/openapi/pages/api-reference-page').then((m) => ({ default: m.ApiReferencePage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/pages/settings-page').then((m) => ({ default: m.SettingsPage })),
);

export interface PageRoute {
  path: string;
  element: ReactNode;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', element: <DashboardPage /> },
  { path: '/dashboard', element: <DashboardPage /> },
  // The operations spec
  { path: '/job-entry', element: <JobEntryPage /> },
  { path: '/job-table', element: <JobTablePage /> },
  { path: '/expense-entry', element: <AddExpensePage /> },
  { path: '/expense-table', element: <ExpenseRecordsPage /> },
  { path: '/expense-edit/:id', element: <EditExpensePage /> },
  { path: '/booking-entry', element: <BookingEntryPage /> },
  { path: '/job-search', element: <JobSearchPage /> },
  { path: '/driver-input', element: <DriverInputPage /> },
  { path: '/driver-summary', element: <DriverSummaryPage /> },
  // The accounting spec
  { path: '/reports', element: <ReportsPage /> },
  { path: '/invoice-request', element: <InvoiceRequestPage /> },
  { path: '/invoice-management', element: <InvoiceManagementPage /> },
  ...documentRoutes('invoice', () => import('../features/invoices/invoice-document').then((m) => m.INVOICE_PAGES), {
    report: true,
  }),
  ...documentRoutes('purchase', () => import('../features/purchases/purchase-document').then((m) => m.PURCHASE_PAGES)),
  // Tax credit and debit notes (beyond the spec): corrections of posted invoices. Each kind's screens
  // are its own, so going from one kind's page to the other's starts afresh.
  ...documentRoutes('credit_note', () =>
    import('../features/credit-notes/note-document').then((m) => m.NOTE_PAGES.credit_note),
  ),
  ...documentRoutes('debit_note', () =>
    import('../features/credit-notes/note-document').then((m) => m.NOTE_PAGES.debit_note),
  ),
  ...documentRoutes('receipt', () => import('../features/receipts/receipt-voucher').then((m) => m.RECEIPT_PAGES), {
    report: true,
  }),
  // Supplier payments (beyond the spec): the mirror of receipts
  ...documentRoutes('payment', () => import('../features/payments/payment-voucher').then((m) => m.PAYMENT_PAGES), {
    report: true,
  }),
  // Journal vouchers (beyond the spec): lines written by hand, posted as they are
  ...documentRoutes('journal', () => import('../features/journals/journal-document').then((m) => m.JOURNAL_PAGES)),
  // The books (beyond the spec): read from the ledger
  { path: '/books/trial-balance', element: <TrialBalancePage /> },
  { path: '/books/general-ledger', element: <GeneralLedgerPage /> },
  { path: '/books/statement', element: <CustomerStatementPage /> },
  { path: '/books/statements', element: <CustomerStatementsPage /> },
  { path: '/books/aging', element: <AgingPage /> },
  { path: '/books/aging/items', element: <ReceivablesAgingItemsPage /> },
  { path: '/books/supplier-statement', element: <SupplierStatementPage /> },
  { path: '/books/payables-aging', element: <PayablesAgingPage /> },
  { path: '/books/payables-aging/items', element: <PayablesAgingItemsPage /> },
  { path: '/books/vat-return', element: <VatReturnPage /> },
  { path: '/books/lock-date', element: <LockDatePage /> },
  { path: '/books/check', element: <BooksCheckPage /> },
  { path: '/books/opening-balances', element: <OpeningBalancesPage /> },
  { path: '/books/profit', element: <ProfitPage /> },
  { path: '/books/profit-and-loss', element: <ProfitAndLossPage /> },
  { path: '/books/balance-sheet', element: <BalanceSheetPage /> },
  // Master data (beyond the spec)
  { path: '/customers', element: <CustomersPage /> },
  { path: '/drivers', element: <DriversPage /> },
  { path: '/trucks', element: <TrucksPage /> },
  { path: '/charges', element: <ChargesPage /> },
  { path: '/accounts', element: <AccountsPage /> },
  { path: '/users', element: <UsersPage /> },
  { path: '/settings', element: <SettingsPage /> },
  { path: '/api-reference', element: <ApiReferencePage /> },
  { path: '/audit-log', element: <AuditLogPage /> },
  { path: '/mail-outbox', element: <MailOutboxPage /> },
];
