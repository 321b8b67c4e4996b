import { describe, expect, it } from 'vitest';
import { chartBars } from '../testing/chart-bars';
import { rowText, sectionText } from '../testing/section-text';
import { invoiceDetailView } from './invoice-detail-report';

const job = (id: number, charge: number, extra: number) => ({
  id,
  job_number: id === 3 ? null : `J${id}`,
  customer_name: 'Gulf Freight Logistics',
  date: '2019-03-05',
  charge,
  extra_amount: extra,
});

describe('invoiceDetailView', () => {
  const view = invoiceDetailView(
    { requested: [job(1, 100, 5.5)], invoiced: [], non_invoiced: [job(2, 40, 0), job(3, 60.125, 10)] },
    { from: '2019-03-01', to: '2019-03-31' },
  );

  it('shows the three lists in order, each with its count and revenue (charge + extra)', () => {
    expect(view.sections.map((section) => [section.title, section.note])).toEqual([
      ['Requested', '1 job · BD 105.50'],
      ['Invoiced', '0 jobs · BD 0.00'],
      ['Not Invoiced', '2 jobs · BD 110.13'],
    ]);
    expect(sectionText(view.sections[2])).toEqual([
      ['J2', '05/03/2019', 'Gulf Freight Logistics', '40.00', '0.00', '40.00'],
      ['', '05/03/2019', 'Gulf Freight Logistics', '60.13', '10.00', '70.13'],
    ]);
    expect(rowText(view.sections[2]?.totals)).toEqual(['Total (2 jobs)', '', '', '100.13', '10.00', '110.13']);
    expect(view.sections[1]?.emptyMessage).toBe('No invoiced jobs between these dates.');
  });

  it('keeps the bars in the order of the lists', () => {
    expect(chartBars(view).map((bar) => [bar.label, bar.value])).toEqual([
      ['Requested', 105.5],
      ['Invoiced', 0],
      ['Not Invoiced', 110.125],
    ]);
  });
});
