import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import type { MantineColor } from '@mantine/core';
import {
  average,
  jobExpenseLevel,
  jobLabel,
  truckExpenseLevel,
  type ExpenseLevel,
  type JobExpenseLevel,
} from '@fleetledger/shared/reports/report-tiers';
import {
  REPORT_NAMES,
  type ExpenseTotalRow,
  type JobExpenseRow,
  type TruckExpenseRow,
} from '@fleetledger/shared/reports/reports.contract';
import { rankedChart } from './ranked-chart';
import { rankedReport, type RankedEntry } from './ranked-report';
import { SHARE_COLUMN } from './report-columns';
import {
  column,
  count,
  dataRow,
  EMPTY,
  groupRow,
  money,
  percent,
  subtotalRow,
  sum,
  text,
  type ReportCell,
  type ReportColumn,
  type ReportPeriod,
  type ReportRow,
  type ReportView,
} from './report-view';
import { expenseLevelBadge, expenseLevelShade, jobExpenseLevelBadge, jobExpenseLevelShade } from './tier-badges';

export const NO_JOB_EXPENSE_DATA = 'No Job Expense Data Found';
export const NO_JOB_EXPENSE_HINT = 'Try another date range: no expenses were booked against a job between these dates.';

/** A share of a whole; nothing when the whole is zero, where a share means nothing. */
function shareOf(part: number, whole: number): ReportCell {
  return whole === 0 ? EMPTY : percent(part / whole);
}

/** Expense Total by COA: each chart-of-accounts account as a block of its charges, with subtotals and a grand total. */
export function expenseTotalView(accounts: ExpenseTotalRow[], period: ReportPeriod): ReportView {
  const blocks = accounts.map((account) => {
    const charges = account.charges.map((charge) => ({ ...charge, fils: bdToFils(charge.total) }));
    return { ...account, charges, fils: sum(charges.map((charge) => charge.fils)) };
  });
  const grandFils = sum(blocks.map((block) => block.fils));
  const largest = blocks.reduce<(typeof blocks)[number] | null>(
    (best, block) => (best === null || block.fils > best.fils ? block : best),
    null,
  );

  const rows: ReportRow[] = blocks.flatMap((block) => [
    groupRow(`account-${block.coa_id}`, block.coa_name),
    ...block.charges.map((charge) =>
      dataRow(`charge-${block.coa_id}-${charge.charge_id}`, [
        text(charge.charge_name),
        money(charge.fils),
        shareOf(charge.fils, grandFils),
      ]),
    ),
    subtotalRow(`subtotal-${block.coa_id}`, [
      text(`Subtotal ${block.coa_name}`),
      money(block.fils),
      shareOf(block.fils, grandFils),
    ]),
  ]);

  return {
    id: 'expense_total',
    title: REPORT_NAMES.expense_total,
    period,
    summary: [
      { label: 'Total expenses', value: money(grandFils) },
      { label: 'Accounts', value: count(blocks.length) },
      { label: 'Largest account', value: text(largest?.coa_name ?? 'None') },
    ],
    chart: rankedChart({
      title: 'Expenses per account (BD)',
      unit: 'money',
      bars: blocks.map((block) => ({ label: block.coa_name, value: filsToBd(block.fils), colour: 'orange.6' })),
      noun: 'accounts',
    }),
    sections: [
      {
        key: 'expense_total',
        title: 'Expenses by account and charge',
        columns: [column('Account / Charge', 'left', 34), column('Total (BD)', 'right', 16), SHARE_COLUMN],
        rows,
        totals: blocks.length === 0 ? null : subtotalRow('totals', [text('Grand total'), money(grandFils), percent(1)]),
        emptyMessage: 'No expenses were booked between these dates.',
      },
    ],
  };
}

/** One truck's or one job's expenses, as Truck Expense and Job Expense rank them. */
interface Expensed {
  key: number;
  label: string;
  fils: number;
}

/** How far above or below the average an amount is, and how that level looks. */
interface LevelRule<L> {
  of: (fils: number, averageFils: number) => L;
  badge: (level: L) => ReportCell;
  shade: (level: L) => MantineColor;
}

const TRUCK_LEVEL: LevelRule<ExpenseLevel> = {
  of: truckExpenseLevel,
  badge: expenseLevelBadge,
  shade: expenseLevelShade,
};
const JOB_LEVEL: LevelRule<JobExpenseLevel> = {
  of: jobExpenseLevel,
  badge: jobExpenseLevelBadge,
  shade: jobExpenseLevelShade,
};

/** The table Truck Expense and Job Expense share: each one's expenses against the average one, with its level. */
function againstAverage<L>(expensed: Expensed[], rule: LevelRule<L>, first: ReportColumn, levelWidth: number) {
  const totalFils = sum(expensed.map((one) => one.fils));
  const averageFils = average(expensed.map((one) => one.fils));
  const entries: RankedEntry[] = expensed.map((one) => {
    const level = rule.of(one.fils, averageFils);
    return {
      key: one.key,
      bar: { label: one.label, value: filsToBd(one.fils), colour: rule.shade(level) },
      cells: [text(one.label), money(one.fils), shareOf(one.fils, averageFils), rule.badge(level)],
    };
  });
  return {
    totalFils,
    averageFils,
    columns: [
      first,
      column('Expense (BD)', 'right', 16),
      column('Of average', 'right', 12),
      column('Level', 'left', levelWidth),
    ],
    entries,
    totals: [text('Total'), money(totalFils), EMPTY, EMPTY],
  };
}

/** Truck Expense: each truck's expenses against the average truck (high above 1.5×, low below 0.5×). */
export function truckExpenseView(rows: TruckExpenseRow[], period: ReportPeriod): ReportView {
  const trucks = rows.map((row) => ({ key: row.truck_id, label: row.truck_number, fils: bdToFils(row.total_expense) }));
  const { totalFils, averageFils, ...table } = againstAverage(trucks, TRUCK_LEVEL, column('Truck', 'left', 16), 10);
  const highTrucks = trucks.filter((truck) => TRUCK_LEVEL.of(truck.fils, averageFils) === 'high');
  return rankedReport({
    id: 'truck_expense',
    period,
    summary: [
      { label: 'Total expenses', value: money(totalFils) },
      { label: 'Average per truck', value: money(Math.round(averageFils)), hint: `${trucks.length} trucks` },
      { label: 'High expense trucks', value: count(highTrucks.length), hint: 'Above 1.5 × the average' },
    ],
    chart: { title: 'Expenses per truck (BD)', unit: 'money', noun: 'trucks' },
    ...table,
    emptyMessage: 'No trucks for this range.',
  });
}

/** Job Expense: expenses booked against each job, as JOB-000123, against the average job. */
export function jobExpenseView(rows: JobExpenseRow[], period: ReportPeriod): ReportView {
  const jobs = rows.map((row) => ({ key: row.job_id, label: jobLabel(row.job_id), fils: bdToFils(row.total_expense) }));
  const { totalFils, averageFils, ...table } = againstAverage(jobs, JOB_LEVEL, column('Job', 'left', 14), 12);
  return rankedReport({
    id: 'job_expense',
    period,
    empty: jobs.length === 0 ? { title: NO_JOB_EXPENSE_DATA, hint: NO_JOB_EXPENSE_HINT } : undefined,
    summary: [
      { label: 'Total expenses', value: money(totalFils) },
      { label: 'Jobs with expenses', value: count(jobs.length) },
      { label: 'Average per job', value: money(Math.round(averageFils)) },
    ],
    chart: { title: 'Expenses per job (BD)', unit: 'money', noun: 'jobs' },
    ...table,
    emptyMessage: NO_JOB_EXPENSE_DATA,
  });
}
