import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import { average, customerRevenueTier, revenueShares } from '@fleetledger/shared/reports/report-tiers';
import type { CustomerTotalRow } from '@fleetledger/shared/reports/reports.contract';
import { rankedReport } from './ranked-report';
import { SHARE_COLUMN, TIER_COLUMN } from './report-columns';
import { column, EMPTY, money, percent, sum, text, type ReportPeriod, type ReportView } from './report-view';
import { revenueTierBadge, revenueTierShade } from './tier-badges';

/**
 * Customer Total Amount: revenue (charge + extra) per customer, its tier against the average customer,
 * and how concentrated revenue is (shares of the top 10 %, top 25 % and bottom 50 % of customers).
 */
export function customerTotalView(rows: CustomerTotalRow[], period: ReportPeriod): ReportView {
  const customers = rows.map((row) => ({ ...row, fils: bdToFils(row.total_amount) }));
  const amounts = customers.map((customer) => customer.fils);
  const totalFils = sum(amounts);
  const averageFils = average(amounts);
  const shares = revenueShares(amounts);
  const tierOf = (fils: number) => customerRevenueTier(fils, averageFils);
  return rankedReport({
    id: 'customer_total',
    period,
    summary: [
      { label: 'Total revenue', value: money(totalFils), hint: 'Charge + extra amount' },
      { label: 'Average per customer', value: money(Math.round(averageFils)), hint: `${customers.length} customers` },
      { label: 'Top 10 % of customers', value: percent(shares.top10), hint: 'Share of revenue' },
      { label: 'Top 25 % of customers', value: percent(shares.top25), hint: 'Share of revenue' },
      { label: 'Bottom 50 % of customers', value: percent(shares.bottom50), hint: 'Share of revenue' },
    ],
    chart: { title: 'Revenue per customer (BD)', unit: 'money', noun: 'customers' },
    columns: [column('Customer', 'left', 30), column('Revenue (BD)', 'right', 16), SHARE_COLUMN, TIER_COLUMN],
    entries: customers.map((customer) => {
      const tier = tierOf(customer.fils);
      return {
        key: customer.customer_id,
        bar: { label: customer.customer_name, value: filsToBd(customer.fils), colour: revenueTierShade(tier) },
        cells: [
          text(customer.customer_name),
          money(customer.fils),
          totalFils === 0 ? EMPTY : percent(customer.fils / totalFils),
          revenueTierBadge(tier),
        ],
      };
    }),
    totals: [text('Total'), money(totalFils), totalFils === 0 ? EMPTY : percent(1), EMPTY],
    emptyMessage: 'No customers for this range.',
  });
}
