import { describe, expect, it } from 'vitest';
import { cellText } from '../components/report-cell';
import { rowText, sectionText } from '../testing/section-text';
import { customerTotalView } from './customer-total-report';

describe('customerTotalView', () => {
  // Average 100 BD: 700 is above 3×, 160 above 1.5×, 70 exactly 0.7×, 60 below it, 10 below and 0 none.
  const amounts = [700, 160, 70, 60, 10, 0, 0, 0, 0, 0];
  const view = customerTotalView(
    amounts.map((amount, index) => ({
      customer_id: index + 1,
      customer_name: `Customer ${index + 1}`,
      total_amount: amount,
    })),
    { from: '2019-03-01', to: '2019-03-31' },
  );

  it('tiers each customer against the average customer', () => {
    expect(sectionText(view.sections[0]).map((row) => row[3])).toEqual([
      'Platinum',
      'Gold',
      'Silver',
      'Bronze',
      'Bronze',
      'None',
      'None',
      'None',
      'None',
      'None',
    ]);
    expect(sectionText(view.sections[0])[0]).toEqual(['Customer 1', '700.00', '70.0 %', 'Platinum']);
    expect(rowText(view.sections[0]?.totals)).toEqual(['Total', '1,000.00', '100.0 %', '']);
  });

  it('gives the revenue shares of the top 10 %, top 25 % and bottom 50 % of customers', () => {
    const figures = Object.fromEntries(view.summary.map((figure) => [figure.label, cellText(figure.value)]));
    expect(figures).toEqual({
      'Total revenue': '1,000.00',
      'Average per customer': '100.00',
      'Top 10 % of customers': '70.0 %',
      'Top 25 % of customers': '93.0 %',
      'Bottom 50 % of customers': '0.0 %',
    });
  });
});
