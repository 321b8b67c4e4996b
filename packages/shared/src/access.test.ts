import { describe, expect, it } from 'vitest';
import { canAccessPage, canEditMasterdata, decideCall, pageSegment, roleName } from './access';
import { ADMIN_MENU, adminMenuFor, isMenuEntryActive, MENU, menuFor } from './menus';

// Every route of the operations spec and the accounting spec, with who may open it (section 6 of both).
const STAFF = [1, 2, 3];
const ALL = [1, 2, 3, 4];
const ADMIN = [1];
const ROUTES: [string, number[]][] = [
  ['/', ALL],
  ['/dashboard', ALL],
  ['/job-entry', STAFF],
  ['/job-table', STAFF],
  ['/expense-entry', STAFF],
  ['/expense-table', STAFF],
  ['/expense-edit/17', STAFF],
  ['/booking-entry', STAFF],
  ['/job-search', STAFF],
  ['/driver-input', ALL],
  ['/driver-summary', ALL],
  ['/reports', STAFF],
  ['/reports/drivers', STAFF],
  ['/invoice-request', STAFF],
  ['/invoice-generator', STAFF],
  ['/invoice-management', ADMIN],
  ['/invoice-create', ADMIN],
  ['/invoice/12', ADMIN],
  ['/invoice/report/12', ADMIN],
  ['/receipt-create', ADMIN],
  ['/receipt/5', ADMIN],
  ['/receipt/report/5', ADMIN],
  ['/purchase-create', ADMIN],
  ['/purchase/9', ADMIN],
  ['/invoices', ADMIN],
  ['/credit-notes', ADMIN],
  ['/credit-note/3', ADMIN],
  ['/credit-note-create?invoice=12', ADMIN],
  ['/debit-notes', ADMIN],
  ['/debit-note/3', ADMIN],
  ['/debit-note-create?invoice=12', ADMIN],
  ['/purchases', ADMIN],
  ['/receipts', ADMIN],
  ['/customers', STAFF],
  ['/drivers', STAFF],
  ['/trucks', STAFF],
  ['/charges', STAFF],
  ['/users', ADMIN],
];

describe('page access', () => {
  for (const [route, allowed] of ROUTES) {
    for (const authority of [1, 2, 3, 4]) {
      const expected = allowed.includes(authority);
      it(`${route} is ${expected ? 'open' : 'closed'} to authority ${authority}`, () => {
        expect(canAccessPage(authority, route)).toBe(expected);
      });
    }
    it(`${route} is closed to an unknown authority`, () => {
      expect(canAccessPage(7, route)).toBe(false);
      expect(canAccessPage(undefined, route)).toBe(false);
      expect(canAccessPage('1', route)).toBe(false);
    });
  }

  it('decides by the first segment, lower-cased', () => {
    expect(pageSegment('/Job-Table/x?y=1')).toBe('job-table');
    expect(pageSegment('')).toBe('dashboard');
    expect(pageSegment('/')).toBe('dashboard');
    expect(canAccessPage(4, '/JOB-TABLE')).toBe(false);
    expect(canAccessPage(2, '/JOB-TABLE')).toBe(true);
    expect(canAccessPage(2, '/Invoice-Management')).toBe(false);
  });
});

describe('role names', () => {
  it('names the four authorities and calls anything else Unknown', () => {
    expect([1, 2, 3, 4].map(roleName)).toEqual(['Admin', 'Manager', 'Supervisor', 'Driver']);
    for (const other of [0, 5, -1, 1.5, '1', null, undefined]) expect(roleName(other)).toBe('Unknown');
  });
});

describe('menu', () => {
  const labels = (authority: number) => menuFor(authority).map((entry) => entry.path);

  it('shows each authority exactly its entries', () => {
    const staff = [
      '/dashboard',
      '/job-table',
      '/expense-entry',
      '/expense-table',
      '/invoice-request',
      '/job-search',
      '/reports',
    ];
    expect(labels(1)).toEqual([
      '/dashboard',
      '/job-table',
      '/expense-entry',
      '/expense-table',
      '/invoice-request',
      '/invoice-management',
      '/invoices',
      '/credit-notes',
      '/debit-notes',
      '/purchases',
      '/receipts',
      '/payments',
      '/journals',
      '/job-search',
      '/reports',
    ]);
    expect(labels(2)).toEqual(staff);
    expect(labels(3)).toEqual(staff);
    expect(labels(4)).toEqual(['/dashboard', '/driver-input', '/driver-summary']);
    expect(labels(9)).toEqual([]);
  });

  it('every menu entry is a page its roles may open', () => {
    for (const entry of MENU)
      for (const authority of entry.roles) expect(canAccessPage(authority, entry.path)).toBe(true);
  });

  it('highlights by the spec rules', () => {
    const entry = (path: string) => MENU.find((e) => e.path === path)!;
    expect(isMenuEntryActive(entry('/expense-entry'), '/expense-edit/4')).toBe(true);
    expect(isMenuEntryActive(entry('/reports'), '/reports-archive')).toBe(true);
    expect(isMenuEntryActive(entry('/reports'), '/reports/drivers')).toBe(true);
    expect(isMenuEntryActive(entry('/dashboard'), '/')).toBe(true);
    expect(isMenuEntryActive(entry('/job-table'), '/job-tables')).toBe(false);
    expect(isMenuEntryActive(entry('/expense-table'), '/expense-entry')).toBe(false);
  });
});

describe('call access', () => {
  it('lets anyone sign in, and needs a session for the session call', () => {
    expect(decideCall('login', null)).toBe('allowed');
    expect(decideCall('session', null)).toBe('unauthenticated');
    expect(decideCall('session', 4)).toBe('allowed');
  });
});

describe('administration menu', () => {
  it('shows master data to staff, the chart of accounts, users, company settings, the API reference and the mail outbox to Admins only, and the audit log to Admins and Managers', () => {
    expect(adminMenuFor(1).map((e) => e.path)).toEqual([
      '/customers',
      '/drivers',
      '/trucks',
      '/charges',
      '/accounts',
      '/users',
      '/settings',
      '/api-reference',
      '/audit-log',
      '/mail-outbox',
    ]);
    expect(canAccessPage(2, '/api-reference')).toBe(false);
    expect([2, 3, 4].map((authority) => canAccessPage(authority, '/mail-outbox'))).toEqual([false, false, false]);
    expect(adminMenuFor(2).map((e) => e.path)).toEqual(['/customers', '/drivers', '/trucks', '/charges', '/audit-log']);
    expect(canAccessPage(3, '/audit-log')).toBe(false);
    expect(canAccessPage(4, '/audit-log')).toBe(false);
    expect(adminMenuFor(3).map((e) => e.path)).toEqual(['/customers', '/drivers', '/trucks', '/charges']);
    expect(adminMenuFor(4)).toEqual([]);
    for (const entry of ADMIN_MENU)
      for (const authority of entry.roles) expect(canAccessPage(authority, entry.path)).toBe(true);
  });

  it('lets Admin and Manager edit master data', () => {
    expect([1, 2, 3, 4, 9].map(canEditMasterdata)).toEqual([true, true, false, false, false]);
  });
});
