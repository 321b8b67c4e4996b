import { bdToFils, filsToBd, formatBD } from '@fleetledger/shared/money';
import {
  REPORT_NAMES,
  type InvoiceDetailJob,
  type InvoiceDetailReport,
} from '@fleetledger/shared/reports/reports.contract';
import {
  column,
  count,
  dataRow,
  date,
  EMPTY,
  money,
  subtotalRow,
  sum,
  text,
  type ReportPeriod,
  type ReportSection,
  type ReportView,
} from './report-view';

/** The three lists in the order a job moves through them. */
export const INVOICE_LISTS = [
  { key: 'requested', title: 'Requested' },
  { key: 'invoiced', title: 'Invoiced' },
  { key: 'non_invoiced', title: 'Not Invoiced' },
] as const satisfies readonly { key: keyof InvoiceDetailReport; title: string }[];

/** Revenue is charge plus extra amount, as everywhere else. */
function jobFigures(job: InvoiceDetailJob) {
  const chargeFils = bdToFils(job.charge);
  const extraFils = bdToFils(job.extra_amount);
  return { chargeFils, extraFils, revenueFils: chargeFils + extraFils };
}

function jobsWord(jobCount: number): string {
  return `${jobCount} ${jobCount === 1 ? 'job' : 'jobs'}`;
}

function listSection(
  key: string,
  title: string,
  jobs: InvoiceDetailJob[],
): { section: ReportSection; revenueFils: number } {
  const figures = jobs.map((job) => ({ job, ...jobFigures(job) }));
  const totals = {
    charge: sum(figures.map((row) => row.chargeFils)),
    extra: sum(figures.map((row) => row.extraFils)),
    revenue: sum(figures.map((row) => row.revenueFils)),
  };
  const section: ReportSection = {
    key,
    title,
    note: `${jobsWord(jobs.length)} · ${formatBD(totals.revenue, 2)}`,
    columns: [
      column('Job No', 'left', 10),
      column('Date', 'left', 12),
      column('Customer', 'left', 28),
      column('Charge (BD)', 'right', 14),
      column('Extra (BD)', 'right', 14),
      column('Revenue (BD)', 'right', 14),
    ],
    rows: figures.map(({ job, chargeFils, extraFils, revenueFils }) =>
      dataRow(job.id, [
        job.job_number === null ? EMPTY : text(job.job_number),
        date(job.date),
        job.customer_name === null ? EMPTY : text(job.customer_name),
        money(chargeFils),
        money(extraFils),
        money(revenueFils),
      ]),
    ),
    totals: subtotalRow('totals', [
      text(`Total (${jobsWord(jobs.length)})`),
      EMPTY,
      EMPTY,
      money(totals.charge),
      money(totals.extra),
      money(totals.revenue),
    ]),
    emptyMessage: `No ${title.toLowerCase()} jobs between these dates.`,
  };
  return { section, revenueFils: totals.revenue };
}

/** Invoice Detail: the jobs of the range in three lists by invoice status, each with its count and totals. */
export function invoiceDetailView(report: InvoiceDetailReport, period: ReportPeriod): ReportView {
  const lists = INVOICE_LISTS.map(({ key, title }) => ({
    title,
    count: report[key].length,
    ...listSection(key, title, report[key]),
  }));
  return {
    id: 'invoice_detail',
    title: REPORT_NAMES.invoice_detail,
    period,
    summary: lists.map((list) => ({
      label: list.title,
      value: count(list.count),
      hint: formatBD(list.revenueFils, 2),
    })),
    // In the order of the lists rather than ranked: the bars read as a job's way to its invoice.
    chart: {
      kind: 'bars',
      title: 'Revenue per list (BD)',
      unit: 'money',
      bars: lists.map((list) => ({ label: list.title, value: filsToBd(list.revenueFils), colour: 'indigo.6' })),
    },
    sections: lists.map((list) => list.section),
  };
}
