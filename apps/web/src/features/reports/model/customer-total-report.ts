import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import { average, customerRevenueTier, revenueShares } from '@fleetledger/shared/reports/report-tiers';
import { REPORT_NAMES, type CustomerTotalRow } from '@fleetledger/shared/reports/reports.contract';
import { rankedChart } from './ranked-chart';
import {
  column,
  dataRow,
  EMPTY,
  money,
  percent,
  subtotalRow,
  sum,
  text,
  type ReportPeriod,
  type ReportView,
} from './report-view';
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
  return {
    id: 'customer_total',
    title: REPORT_NAMES.customer_total,
    period,
    summary: [
      { label: 'Total revenue', value: money(totalFils), hint: 'Charge + extra amount' },
      { label: 'Average per customer', value: money(Math.round(averageFils)), hint: `${customers.length} customers` },
      { label: 'Top 10 % of customers', value: percent(shares.top10), hint: 'Share of revenue' },
      { label: 'Top 25 % of customers', value: percent(shares.top25), hint: 'Share of revenue' },
      { label: 'Bottom 50 % of customers', value: percent(shares.bottom50), hint: 'Share of revenue' },
    ],
    chart: rankedChart({
      title: 'Revenue per customer (BD)',
      unit: 'money',
      bars: customers.map((customer) => ({
        label: customer.customer_name,
        value: filsToBd(customer.fils),
        colour: revenueTierShade(tierOf(customer.fils)),
      })),
      noun: 'customers',
    }),
    sections: [
      {
        key: 'customer_total',
        title: REPORT_NAMES.customer_total,
        columns: [
          column('Customer', 'left', 30),
          column('Revenue (BD)', 'right', 16),
          column('Share', 'right', 10),
          column('Tier', 'left', 12),
        ],
        rows: customers.map((customer) =>
          dataRow(customer.customer_id, [
            text(customer.customer_name),
            money(customer.fils),
            totalFils === 0 ? EMPTY : percent(customer.fils / totalFils),
            revenueTierBadge(tierOf(customer.fils)),
          ]),
        ),
        totals: subtotalRow('totals', [text('Total'), money(totalFils), totalFils === 0 ? EMPTY : percent(1), EMPTY]),
        emptyMessage: 'No customers for this range.',
      },
    ],
  };
}
