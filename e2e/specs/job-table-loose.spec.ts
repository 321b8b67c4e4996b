import { expect } from '@playwright/test';
import { test } from './sign-in-helpers';
import { cell, jobRow, lookups, openTable, reloadTable } from './job-table-helpers';

test.describe('loose containers in the job table', () => {
  test.describe.configure({ timeout: 60_000 });

  test('show their BL reference marked in the Container column, edit it as the reference and stay loose', async ({
    adminPage: page,
  }) => {
    const { customers, drivers } = await lookups(page.request);
    const driver = drivers.filter((candidate) => candidate.truck_id !== null).at(-1)!;
    const created = await page.request.post('/api/transportation/job_insert.php', {
      data: {
        date: '2018-03-05',
        is_lose_container: 1,
        reference: 'BL-778',
        description: 'Loose cargo',
        customer_id: customers[0]!.id,
        driver_id: driver.id,
        truck_id: driver.truck_id,
        charge: 30,
      },
    });
    const id = (await created.json()).job_id as number;
    await openTable(page, '2018-03');
    const container = cell(jobRow(page, id), 'container');
    await expect(container).toHaveText('BL BL-778');
    await expect(page.getByRole('columnheader', { name: /Container/ })).toHaveAttribute('title', /BL \/ reference/);

    await container.click();
    await page.keyboard.press('F2');
    const editor = page.getByRole('textbox', { name: 'BL / Reference' });
    await editor.fill('MEDU-BL-2018-0042');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Control+s');
    await expect(jobRow(page, id)).not.toHaveAttribute('data-edited');

    await reloadTable(page);
    await expect(cell(jobRow(page, id), 'container')).toHaveText('BL MEDU-BL-2018-0042');
    const stored = (
      await (await page.request.post('/api/transportation/job_data.php', { data: { month: '2018-03' } })).json()
    ).job_data as { id: number; container: string | null; reference: string; is_lose_container: boolean }[];
    expect(stored.find((row) => row.id === id)).toMatchObject({
      container: null,
      reference: 'MEDU-BL-2018-0042',
      is_lose_container: true,
    });
  });
});
