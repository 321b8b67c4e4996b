import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { todayIn } from '@fleetledger/shared/dates';
import { useSignedInApp } from '../../../test/signed-in-app';

// Month totals are added up as each transaction commits (migration 0033): forty clerks saving jobs into
// the same month at once through the server leave the month's figures exact, on the dashboard too.
const api = useSignedInApp({ authority: 1, masterData: true });

describe('jobs saved at once into one month', () => {
  it('are all counted in the month totals and on the dashboard', async () => {
    const today = todayIn(api.ctx.config.companyTz);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        api.call('POST', 'job_insert.php', {
          date: today,
          description: `At once ${index}`,
          customer_id: index % 2 === 0 ? api.md.customers.acme : api.md.customers.bahrainMarine,
          is_taxi: 0,
          driver_id: api.md.drivers.ali,
          truck_id: api.md.trucks.t1,
          charge: 10 + index,
          extra_amount: 0,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));

    const { rows } = await api.ctx.database.db.execute<{ kept: string; counted: string; pending: number }>(sql`
      select (select item_count || '/' || amount_fils from month_totals
               where dimension = 'jobs' and member_id = 0 and month = date_trunc('month', ${today}::date)) as kept,
             (select count(*) || '/' || sum(charge_fils + extra_amount_fils) from jobs
               where date_trunc('month', date) = date_trunc('month', ${today}::date)) as counted,
             (select count(*)::int from month_total_moves) as pending`);
    expect(rows[0]!.kept).toBe(rows[0]!.counted);
    expect(rows[0]!.counted.startsWith('40/')).toBe(true);
    expect(rows[0]!.pending).toBe(0);

    const dashboard = (await api.call('GET', 'dashboard.php')).json();
    const month = dashboard.jobs_monthly.find((row: { month: string }) => row.month === today.slice(0, 7));
    expect(month.job_count).toBe(40);
    // 40 jobs of 10 to 49 BD.
    expect(month.total_amount).toBe(1180);
  });
});
