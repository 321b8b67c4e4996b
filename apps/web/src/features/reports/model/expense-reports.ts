import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import { average, jobExpenseLevel, jobLabel, truckExpenseLevel } from '@fleetledger/shared/reports/report-tiers';
import {
  REPORT_NAMES,
  type ExpenseTotalRow,
  type JobExpenseRow,
  type TruckExpenseRow,
} from '@fleetledger/shared/reports/reports.contract';
import { rankedChart } from './ranked-chart';
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
        columns: [
          column('Account / Charge', 'left', 34),
          column('Total (BD)', 'right', 16),
          column('Share', 'right', 10),
        ],
        rows,
        totals: blocks.length === 0 ? null : subtotalRow('totals', [text('Grand total'), money(grandFils), percent(1)]),
        emptyMessage: 'No expenses were booked between these dates.',
      },
    ],
  };
}

/** Truck Expense: each truck's expenses against the average truck (high above 1.5×, low below 0.5×). */
export function truckExpenseView(rows: TruckExpenseRow[], period: ReportPeriod): ReportView {
  const trucks = rows.map((row) => ({ ...row, fils: bdToFils(row.total_expense) }));
  const totalFils = sum(trucks.map((truck) => truck.fils));
  const averageFils = average(trucks.map((truck) => truck.fils));
  const levelOf = (fils: number) => truckExpenseLevel(fils, averageFils);
  return {
    id: 'truck_expense',
    title: REPORT_NAMES.truck_expense,
    period,
    summary: [
      { label: 'Total expenses', value: money(totalFils) },
      { label: 'Average per truck', value: money(Math.round(averageFils)), hint: `${trucks.length} trucks` },
      {
        label: 'High expense trucks',
        value: count(trucks.filter((truck) => levelOf(truck.fils) === 'high').length),
        hint: 'Above 1.5 × the average',
      },
    ],
    chart: rankedChart({
      title: 'Expenses per truck (BD)',
      unit: 'money',
      bars: trucks.map((truck) => ({
        label: truck.truck_number,
        value: filsToBd(truck.fils),
        colour: expenseLevelShade(levelOf(truck.fils)),
      })),
      noun: 'trucks',
    }),
    sections: [
      {
        key: 'truck_expense',
        title: REPORT_NAMES.truck_expense,
        columns: [
          column('Truck', 'left', 16),
          column('Expense (BD)', 'right', 16),
          column('Of average', 'right', 12),
          column('Level', 'left', 10),
        ],
        rows: trucks.map((truck) =>
          dataRow(truck.truck_id, [
            text(truck.truck_number),
            money(truck.fils),
            shareOf(truck.fils, averageFils),
            expenseLevelBadge(levelOf(truck.fils)),
          ]),
        ),
        totals: subtotalRow('totals', [text('Total'), money(totalFils), EMPTY, EMPTY]),
        emptyMessage: 'No trucks for this range.',
      },
    ],
  };
}

/** Job Expense: expenses booked against each job, as JOB-000123, against the average job. */
export function jobExpenseView(rows: JobExpenseRow[], period: ReportPeriod): ReportView {
  const jobs = rows.map((row) => ({ ...row, label: jobLabel(row.job_id), fils: bdToFils(row.total_expense) }));
  const totalFils = sum(jobs.map((job) => job.fils));
  const averageFils = average(jobs.map((job) => job.fils));
  const levelOf = (fils: number) => jobExpenseLevel(fils, averageFils);
  return {
    id: 'job_expense',
    title: REPORT_NAMES.job_expense,
    period,
    empty: jobs.length === 0 ? { title: NO_JOB_EXPENSE_DATA, hint: NO_JOB_EXPENSE_HINT } : undefined,
    summary: [
      { label: 'Total expenses', value: money(totalFils) },
      { label: 'Jobs with expenses', value: count(jobs.length) },
      { label: 'Average per job', value: money(Math.round(averageFils)) },
    ],
    chart: rankedChart({
      title: 'Expenses per job (BD)',
      unit: 'money',
      bars: jobs.map((job) => ({
        label: job.label,
        value: filsToBd(job.fils),
        colour: jobExpenseLevelShade(levelOf(job.fils)),
      })),
      noun: 'jobs',
    }),
    sections: [
      {
        key: 'job_expense',
        title: REPORT_NAMES.job_expense,
        columns: [
          column('Job', 'left', 14),
          column('Expense (BD)', 'right', 16),
          column('Of average', 'right', 12),
          column('Level', 'left', 12),
        ],
        rows: jobs.map((job) =>
          dataRow(job.job_id, [
            text(job.label),
            money(job.fils),
            shareOf(job.fils, averageFils),
            jobExpenseLevelBadge(levelOf(job.fils)),
          ]),
        ),
        totals: subtotalRow('totals', [text('Total'), money(totalFils), EMPTY, EMPTY]),
        emptyMessage: NO_JOB_EXPENSE_DATA,
      },
    ],
  };
}
