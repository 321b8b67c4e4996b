/**
 * The one access table. The server guards every call with it and the client builds its menu and
 * route guard from it, so the two can never disagree.
 */

export const AUTHORITIES = [1, 2, 3, 4] as const;
export type Authority = (typeof AUTHORITIES)[number];

export const ADMIN: Authority = 1;
export const MANAGER: Authority = 2;
export const SUPERVISOR: Authority = 3;
export const DRIVER: Authority = 4;

const ROLE_NAMES: Record<Authority, string> = {
  1: 'Admin',
  2: 'Manager',
  3: 'Supervisor',
  4: 'Driver',
};

export function isAuthority(value: unknown): value is Authority {
  return typeof value === 'number' && (AUTHORITIES as readonly number[]).includes(value);
}

export function roleName(authority: unknown): string {
  return isAuthority(authority) ? ROLE_NAMES[authority] : 'Unknown';
}

/** Office staff: everyone but drivers. */
export const STAFF_AUTHORITIES: readonly Authority[] = [ADMIN, MANAGER, SUPERVISOR];
const STAFF = STAFF_AUTHORITIES;
export const EVERYONE: readonly Authority[] = [ADMIN, MANAGER, SUPERVISOR, DRIVER];
export const ADMIN_ONLY: readonly Authority[] = [ADMIN];

/**
 * Page access by first path segment. Admin reaches every page; the lists below are what the other
 * authorities reach. Master-data pages
 * are beyond the spec: staff may view them, Admin and Manager may change them (the API enforces that).
 */
const PAGES_BEYOND_ADMIN: Record<string, readonly Authority[]> = {
  dashboard: EVERYONE,
  'job-entry': STAFF,
  'job-table': STAFF,
  'expense-entry': STAFF,
  'expense-table': STAFF,
  'booking-entry': STAFF,
  'job-search': STAFF,
  reports: STAFF,
  'driver-input': EVERYONE,
  'driver-summary': EVERYONE,
  'expense-edit': STAFF,
  'audit-log': [ADMIN, MANAGER],
  'invoice-request': STAFF,
  'invoice-generator': STAFF,
  customers: STAFF,
  drivers: STAFF,
  trucks: STAFF,
  charges: STAFF,
};

/** The first path segment, lower-cased; the root means dashboard. */
export function pageSegment(path: string): string {
  const first = path
    .split(/[?#]/)[0]!
    .split('/')
    .find((part) => part !== '');
  return first === undefined ? 'dashboard' : first.toLowerCase();
}

export function canAccessPage(authority: unknown, path: string): boolean {
  if (!isAuthority(authority)) return false;
  if (authority === ADMIN) return true;
  return PAGES_BEYOND_ADMIN[pageSegment(path)]?.includes(authority) ?? false;
}

/** Whether the authority may change master data (the API enforces it; screens hide the controls). */
export function canEditMasterdata(authority: unknown): boolean {
  return authority === ADMIN || authority === MANAGER;
}

/** Who may make each API call. `public` needs no session; `signedIn` any active user. */
export type CallAccess = 'public' | 'signedIn' | readonly Authority[];

const MASTERDATA_EDITORS: readonly Authority[] = [ADMIN, MANAGER];

export const API_CALLS = {
  // auth
  login: 'public',
  logout: 'public',
  session: 'signedIn',
  // dashboard
  dashboard: EVERYONE,
  // jobs
  jobentry_data: STAFF,
  customer_insert: STAFF,
  job_insert: STAFF,
  job_search: STAFF,
  container_check: STAFF,
  job_data: STAFF,
  job_update: STAFF,
  job_bulk: STAFF,
  job_delete: STAFF,
  attachment_upload: STAFF,
  attachment_delete: STAFF,
  // whose attachment decides who may read it (the owner kind's readers)
  attachment_download: 'signedIn',
  // expenses
  expense_data: STAFF,
  expense_insert: STAFF,
  expenses: STAFF,
  expense_edit_data: STAFF,
  expense_edit: STAFF,
  expense_delete: STAFF,
  // reports
  report: STAFF,
  // master data (beyond the spec): staff read, Admin and Manager change
  masterdata_list: STAFF,
  masterdata_save: MASTERDATA_EDITORS,
  account_save: ADMIN_ONLY,
  // users (beyond the spec)
  users_list: ADMIN_ONLY,
  user_save: ADMIN_ONLY,
  // voucher lookups: the invoice, purchase and receipt screens (Admin only, as their pages are)
  customers_details: ADMIN_ONLY,
  account_details: ADMIN_ONLY,
  trucks_details: ADMIN_ONLY,
  find_job: ADMIN_ONLY,
  get_jobs_by_customer: ADMIN_ONLY,
  // invoice requests: operations request (roles 1-3), accounting accepts (Admin)
  invoice_request_data: STAFF,
  invoice_request: STAFF,
  invoice_request_management_data: ADMIN_ONLY,
  invoice_request_accepting: ADMIN_ONLY,
  // invoices (Admin, as the invoice pages are)
  invoice_generate: ADMIN_ONLY,
  invoice_details: ADMIN_ONLY,
  invoice_update: ADMIN_ONLY,
  invoice_status_update: ADMIN_ONLY,
  invoice_list: ADMIN_ONLY,
  generate_invoice_pdf: ADMIN_ONLY,
  invoice_pdf: ADMIN_ONLY,
  credit_note_pdf: ADMIN_ONLY,
  credit_note_list: ADMIN_ONLY,
  // tax credit and debit notes (Admin, as the invoices they correct)
  credit_note_generate: ADMIN_ONLY,
  credit_note_details: ADMIN_ONLY,
  credit_note_status_update: ADMIN_ONLY,
  credit_note_allocate: ADMIN_ONLY,
  debit_note_generate: ADMIN_ONLY,
  debit_note_details: ADMIN_ONLY,
  debit_note_status_update: ADMIN_ONLY,
  debit_note_list: ADMIN_ONLY,
  debit_note_pdf: ADMIN_ONLY,
  invoice_upload: ADMIN_ONLY,
  invoice_attachment_remover: ADMIN_ONLY,
  // purchase vouchers (Admin, as the purchase pages are)
  purchase_generate: ADMIN_ONLY,
  purchase_details: ADMIN_ONLY,
  purchase_update: ADMIN_ONLY,
  purchase_status_update: ADMIN_ONLY,
  purchase_list: ADMIN_ONLY,
  purchase_upload: ADMIN_ONLY,
  purchase_attachment_remover: ADMIN_ONLY,
  // receipts (Admin, as the receipt pages are)
  invoices_by_customer: ADMIN_ONLY,
  receipt_generate: ADMIN_ONLY,
  receipt_details: ADMIN_ONLY,
  receipt_update: ADMIN_ONLY,
  receipt_status_update: ADMIN_ONLY,
  receipt_list: ADMIN_ONLY,
  receipt_upload: ADMIN_ONLY,
  receipt_attachment_remover: ADMIN_ONLY,
  receipt_pdf: ADMIN_ONLY,
  // supplier payments (Admin, as the receipt pages are): the mirror of receipts
  purchases_by_supplier: ADMIN_ONLY,
  payment_generate: ADMIN_ONLY,
  payment_details: ADMIN_ONLY,
  payment_update: ADMIN_ONLY,
  payment_status_update: ADMIN_ONLY,
  payment_list: ADMIN_ONLY,
  payment_upload: ADMIN_ONLY,
  payment_attachment_remover: ADMIN_ONLY,
  payment_pdf: ADMIN_ONLY,
  // journal vouchers (Admin, as the purchase pages are)
  journal_generate: ADMIN_ONLY,
  journal_details: ADMIN_ONLY,
  journal_update: ADMIN_ONLY,
  journal_status_update: ADMIN_ONLY,
  journal_list: ADMIN_ONLY,
  journal_upload: ADMIN_ONLY,
  journal_attachment_remover: ADMIN_ONLY,
  // company settings (beyond the spec): documents print them, the Admin changes them
  company_settings: 'signedIn',
  company_logo: 'signedIn',
  company_settings_save: ADMIN_ONLY,
  company_logo_upload: ADMIN_ONLY,
  security_codes_save: ADMIN_ONLY,
  reminder_settings: ADMIN_ONLY,
  reminder_settings_save: ADMIN_ONLY,
  // document numbers: every screen prints them, the Admin sets each kind's prefix
  document_numbers: 'signedIn',
  document_prefix_save: ADMIN_ONLY,
  // the books (Admin only): read from the ledger
  trial_balance: ADMIN_ONLY,
  general_ledger: ADMIN_ONLY,
  customer_statement: ADMIN_ONLY,
  customer_statement_pdf: ADMIN_ONLY,
  receivables_aging: ADMIN_ONLY,
  payables_aging: ADMIN_ONLY,
  receivables_aging_items: ADMIN_ONLY,
  payables_aging_items: ADMIN_ONLY,
  customer_statements: ADMIN_ONLY,
  customer_statements_pdf: ADMIN_ONLY,
  supplier_statement: ADMIN_ONLY,
  supplier_statement_pdf: ADMIN_ONLY,
  vat_return: ADMIN_ONLY,
  vat_return_documents: ADMIN_ONLY,
  vat_return_pdf: ADMIN_ONLY,
  vat_return_file: ADMIN_ONLY,
  vat_returns: ADMIN_ONLY,
  lock_date: ADMIN_ONLY,
  ledger_check: ADMIN_ONLY,
  ledger_verify: ADMIN_ONLY,
  anchor_health: ADMIN_ONLY,
  opening_balances: ADMIN_ONLY,
  profit: ADMIN_ONLY,
  profit_and_loss: ADMIN_ONLY,
  profit_and_loss_pdf: ADMIN_ONLY,
  balance_sheet: ADMIN_ONLY,
  balance_sheet_pdf: ADMIN_ONLY,
  // documents sent by e-mail (Admin, as the documents' own screens are)
  mail_send: ADMIN_ONLY,
  mail_outbox: ADMIN_ONLY,
  mail_draft: ADMIN_ONLY,
  mail_send_statements: ADMIN_ONLY,
  mail_send_reminders: ADMIN_ONLY,
  mail_outbox_list: ADMIN_ONLY,
  mail_retry: ADMIN_ONLY,
  // the audit log (beyond the spec): the Admin reads it, the Manager too, nobody changes it
  audit_log: [ADMIN, MANAGER],
  audit_users: [ADMIN, MANAGER],
  // the API's own description (beyond the spec): any account may read how to call what it is given
  openapi: 'signedIn',
} as const satisfies Record<string, CallAccess>;

export type ApiCall = keyof typeof API_CALLS;

export function callAccess(call: ApiCall): CallAccess {
  return API_CALLS[call];
}

export type CallDecision = 'allowed' | 'unauthenticated' | 'forbidden';

export function decideCall(call: ApiCall, authority: Authority | null): CallDecision {
  const access: CallAccess = API_CALLS[call];
  if (access === 'public') return 'allowed';
  if (authority === null) return 'unauthenticated';
  if (access === 'signedIn') return 'allowed';
  return access.includes(authority) ? 'allowed' : 'forbidden';
}
