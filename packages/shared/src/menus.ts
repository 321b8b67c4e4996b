import {
  ADMIN,
  ADMIN_ONLY,
  DRIVER,
  MANAGER,
  EVERYONE,
  isAuthority,
  STAFF_AUTHORITIES as STAFF,
  type Authority,
} from './access';

/*
 * The sidebar's entries per authority, from the same roles as the access table (access.ts), so a menu
 * never offers a page the route guard refuses.
 */

export interface MenuEntry {
  path: string;
  label: string;
  roles: readonly Authority[];
  /** Other path prefixes that highlight this entry. */
  alsoHighlights?: readonly string[];
  /** Highlight for any path starting with `path`. */
  prefixMatch?: boolean;
}

/** The sidebar, exactly as the operations spec and the accounting spec list it. */
export const MENU: readonly MenuEntry[] = [
  { path: '/dashboard', label: 'Dashboard', roles: EVERYONE },
  { path: '/job-table', label: 'Job Table', roles: STAFF },
  { path: '/expense-entry', label: 'Add Expense', roles: STAFF, alsoHighlights: ['/expense-edit'] },
  { path: '/expense-table', label: 'Expense Records', roles: STAFF },
  { path: '/invoice-request', label: 'Invoice Request', roles: STAFF },
  { path: '/invoice-management', label: 'Invoice Management', roles: ADMIN_ONLY },
  { path: '/invoices', label: 'Invoices', roles: ADMIN_ONLY, alsoHighlights: ['/invoice/'] },
  {
    path: '/credit-notes',
    label: 'Credit Notes',
    roles: ADMIN_ONLY,
    alsoHighlights: ['/credit-note/', '/credit-note-create'],
  },
  {
    path: '/debit-notes',
    label: 'Debit Notes',
    roles: ADMIN_ONLY,
    alsoHighlights: ['/debit-note/', '/debit-note-create'],
  },
  {
    path: '/purchases',
    label: 'Purchases',
    roles: ADMIN_ONLY,
    alsoHighlights: ['/purchase/', '/purchase-create'],
  },
  { path: '/receipts', label: 'Receipts', roles: ADMIN_ONLY, alsoHighlights: ['/receipt/', '/receipt-create'] },
  { path: '/payments', label: 'Payments', roles: ADMIN_ONLY, alsoHighlights: ['/payment/', '/payment-create'] },
  { path: '/journals', label: 'Journals', roles: ADMIN_ONLY, alsoHighlights: ['/journal/', '/journal-create'] },
  { path: '/job-search', label: 'Job Search', roles: STAFF },
  { path: '/reports', label: 'Reports', roles: STAFF, prefixMatch: true },
  { path: '/driver-input', label: 'Driver Input', roles: [DRIVER] },
  { path: '/driver-summary', label: 'Driver Summary', roles: [DRIVER] },
];

/**
 * Beyond the spec: the master-data and user pages, shown as a second sidebar group so the spec's
 * menu stays exactly as described.
 */
export const ADMIN_MENU: readonly MenuEntry[] = [
  { path: '/customers', label: 'Customers', roles: STAFF },
  { path: '/drivers', label: 'Drivers', roles: STAFF },
  { path: '/trucks', label: 'Trucks', roles: STAFF },
  { path: '/charges', label: 'Charges', roles: STAFF },
  { path: '/accounts', label: 'Chart of Accounts', roles: ADMIN_ONLY },
  { path: '/users', label: 'Users', roles: ADMIN_ONLY },
  { path: '/settings', label: 'Company Settings', roles: ADMIN_ONLY },
  { path: '/api-reference', label: 'API Reference', roles: ADMIN_ONLY },
  { path: '/audit-log', label: 'Audit Log', roles: [ADMIN, MANAGER] },
  { path: '/mail-outbox', label: 'Mail Outbox', roles: ADMIN_ONLY },
];

/** The books: what the ledger holds, for the Admin alone (beyond the spec, a third sidebar group). */
export const BOOKS_MENU: readonly MenuEntry[] = (
  [
    ['/books/trial-balance', 'Trial Balance'],
    ['/books/general-ledger', 'General Ledger'],
    ['/books/statement', 'Customer Statement'],
    ['/books/statements', 'Customer Statements'],
    ['/books/aging', 'Receivables Aging'],
    ['/books/supplier-statement', 'Supplier Statement'],
    ['/books/payables-aging', 'Payables Aging'],
    ['/books/vat-return', 'VAT Return'],
    ['/books/profit-and-loss', 'Profit and Loss'],
    ['/books/balance-sheet', 'Balance Sheet'],
    ['/books/lock-date', 'Lock Date'],
    ['/books/check', 'Books Check'],
    ['/books/opening-balances', 'Opening Balances'],
    ['/books/profit', 'Profit'],
  ] as const
).map(([path, label]) => ({ path, label, roles: ADMIN_ONLY }));

export function booksMenuFor(authority: unknown): MenuEntry[] {
  return BOOKS_MENU.filter((entry) => isAuthority(authority) && entry.roles.includes(authority));
}

export function adminMenuFor(authority: unknown): MenuEntry[] {
  return ADMIN_MENU.filter((entry) => isAuthority(authority) && entry.roles.includes(authority));
}

export function menuFor(authority: unknown): MenuEntry[] {
  return MENU.filter((entry) => isAuthority(authority) && entry.roles.includes(authority));
}

export function isMenuEntryActive(entry: MenuEntry, pathname: string): boolean {
  const path = pathname.toLowerCase();
  const isRoot = path === '/' || path === '';
  if (isRoot) return entry.path === '/dashboard';
  if (path === entry.path || path.startsWith(`${entry.path}/`)) return true;
  if (entry.prefixMatch === true && path.startsWith(entry.path)) return true;
  return (entry.alsoHighlights ?? []).some((prefix) => path.startsWith(prefix));
}
