import { describe, expect, it } from 'vitest';
import { requestRefusal, type RequestedRow } from './invoice-request-rules';
import { INVOICE_REQUEST_MESSAGES } from './invoice-requests.contract';

const row = (id: number, patch: Partial<RequestedRow> = {}): RequestedRow => ({
  id,
  jobNumber: `J${id}`,
  customerId: 1,
  customerName: 'Pearl Cold Stores',
  status: '',
  edited: false,
  ...patch,
});
const other = { customerId: 2, customerName: 'Gulf Agency' };

describe('requestRefusal', () => {
  it('lets open, saved jobs of one customer through', () => {
    expect(requestRefusal([row(1), row(2)])).toBeNull();
  });

  it('asks for a job when none is picked', () => {
    expect(requestRefusal([])).toBe(INVOICE_REQUEST_MESSAGES.selectJobs);
  });

  it('names the rows to save first, then those already requested or invoiced, as the server does', () => {
    expect(requestRefusal([row(1, { edited: true }), row(2, { status: 'requested' })])).toBe(
      INVOICE_REQUEST_MESSAGES.saveFirst('J1'),
    );
    expect(
      requestRefusal([row(1, { status: 'requested' }), row(2), row(3, { status: 'invoiced', jobNumber: null })]),
    ).toBe(INVOICE_REQUEST_MESSAGES.notOpen('J1, job 3'));
  });

  it('refuses a job without a customer, and jobs of different customers, naming them', () => {
    expect(requestRefusal([row(1), row(2, { customerId: null, customerName: null })])).toBe(
      INVOICE_REQUEST_MESSAGES.noCustomer('J2'),
    );
    const message = requestRefusal([row(1), row(2, other), row(3)]);
    expect(message).toBe(INVOICE_REQUEST_MESSAGES.oneCustomer('Pearl Cold Stores and Gulf Agency'));
    expect(requestRefusal([row(1), row(2, other), row(3, { customerId: 3, customerName: 'Hidd Cargo' })])).toBe(
      INVOICE_REQUEST_MESSAGES.oneCustomer('3 customers'),
    );
  });
});
