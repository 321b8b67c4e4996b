import { describe, expect, it } from 'vitest';
import { rankedRows } from '../testing/chart-bars';
import { rowText, sectionText } from '../testing/section-text';
import { expenseTotalView, jobExpenseView, NO_JOB_EXPENSE_DATA, truckExpenseView } from './expense-reports';

const PERIOD = { from: '2019-03-01', to: '2019-03-31' };

describe('expenseTotalView', () => {
  const view = expenseTotalView(
    [
      {
        coa_id: 29,
        coa_name: 'Fuel',
        charges: [{ charge_id: 1, charge_name: 'Diesel', total: 120.5 }],
      },
      {
        coa_id: 30,
        coa_name: 'Maintenance',
        charges: [
          { charge_id: 2, charge_name: 'Engine Oil', total: 30.25 },
          { charge_id: 3, charge_name: 'Tyre Replacement', total: 49.255 },
        ],
      },
    ],
    PERIOD,
  );

  it('groups the charges under their account with a subtotal each and a grand total', () => {
    const section = view.sections[0];
    expect(section?.rows.map((row) => row.role)).toEqual([
      'group',
      'data',
      'subtotal',
      'group',
      'data',
      'data',
      'subtotal',
    ]);
    expect(sectionText(section)).toEqual([
      ['Fuel'],
      ['Diesel', '120.50', '60.2 %'],
      ['Subtotal Fuel', '120.50', '60.2 %'],
      ['Maintenance'],
      ['Engine Oil', '30.25', '15.1 %'],
      ['Tyre Replacement', '49.26', '24.6 %'],
      ['Subtotal Maintenance', '79.51', '39.8 %'],
    ]);
    // Summed in fils (200.005 BD), shown with the reports' 2 decimals.
    expect(rowText(section?.totals)).toEqual(['Grand total', '200.01', '100.0 %']);
    expect(view.summary[2]?.value).toEqual({ kind: 'text', text: 'Fuel' });
  });

  it('has no grand total when nothing was spent', () => {
    const empty = expenseTotalView([], PERIOD);
    expect(empty.sections[0]?.totals).toBeNull();
    expect(empty.sections[0]?.emptyMessage).toBe('No expenses were booked between these dates.');
  });
});

describe('truckExpenseView', () => {
  it('levels each truck against the average truck', () => {
    // Average 100 BD: 160 is above 1.5×, 100 and 50 are medium, 40 is below 0.5×.
    const truck = (truck_id: number, total_expense: number) => ({
      truck_id,
      truck_number: `BH-${truck_id}`,
      total_expense,
    });
    const view = truckExpenseView([truck(1, 160), truck(2, 100), truck(3, 50), truck(4, 90)], PERIOD);
    expect(sectionText(view.sections[0]).map((row) => [row[0], row[2], row[3]])).toEqual([
      ['BH-1', '160.0 %', 'High'],
      ['BH-2', '100.0 %', 'Medium'],
      ['BH-3', '50.0 %', 'Medium'],
      ['BH-4', '90.0 %', 'Medium'],
    ]);
    expect(rowText(view.sections[0]?.totals)).toEqual(['Total', '400.00', '', '']);
    expect(view.summary.map((figure) => rowText({ key: '', role: 'data', cells: [figure.value] })[0])).toEqual([
      '400.00',
      '100.00',
      '1',
    ]);
  });
});

describe('jobExpenseView', () => {
  it('labels jobs JOB-000123 and levels them against the average job', () => {
    // Average 30 BD: 70 is above 2×, 15 is exactly 0.5× (medium), 5 is below 0.5×.
    const view = jobExpenseView(
      [
        { job_id: 123, total_expense: 70 },
        { job_id: 7, total_expense: 15 },
        { job_id: 45, total_expense: 5 },
      ],
      PERIOD,
    );
    expect(view.empty).toBeUndefined();
    expect(rankedRows(view)).toEqual([
      ['JOB-000123', '70.00', '233.3 %', 'Very high', 'red.6'],
      ['JOB-000007', '15.00', '50.0 %', 'Medium', 'yellow.6'],
      ['JOB-000045', '5.00', '16.7 %', 'Low', 'teal.6'],
    ]);
  });

  it('says No Job Expense Data Found when no expense was booked against a job', () => {
    expect(jobExpenseView([], PERIOD).empty?.title).toBe(NO_JOB_EXPENSE_DATA);
  });
});
