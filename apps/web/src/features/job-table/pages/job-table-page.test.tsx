import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobTableRow } from '@fleetledger/shared/job-table/job-table.contract';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { writeMonth } from '../model/grid-storage';
import { jobRow, LOOKUPS } from '../testing/job-table-fixtures';
import { JobTablePage } from './job-table-page';

beforeAll(() => {
  // jsdom lays nothing out: the virtualised grid gets a viewport, and scrolling does nothing.
  for (const [name, size] of [
    ['clientWidth', 1200],
    ['clientHeight', 600],
  ] as const) {
    const measured = Object.getOwnPropertyDescriptor(Element.prototype, name)!;
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      get(this: Element) {
        return this.getAttribute('role') === 'grid' ? size : (measured.get!.call(this) as number);
      },
    });
  }
  Element.prototype.scrollTo = function scrollTo() {};
});

const routes = [{ path: '/job-table', element: <JobTablePage /> }];

function monthAnswer(rows: JobTableRow[]) {
  return { success: true, job_data: rows, months: [], ...LOOKUPS };
}

function serve(onUpdate: (form: FormData) => Response) {
  return mockFetch((path, init) => {
    if (path.endsWith('job_data.php')) return jsonResponse(200, monthAnswer([jobRow()]));
    if (path.endsWith('job_update.php')) return onUpdate(init?.body as FormData);
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

/** The grid row of the seeded job (the blank row for new jobs has its own Save button). */
function seededRow(): HTMLElement {
  return screen.getAllByRole('row').find((row) => row.dataset.jobId === '5')!;
}

async function editDescription(text: string) {
  const user = userEvent.setup();
  renderRoutes(routes, ['/job-table']);
  const cell = await screen.findByText('Port to Sitra');
  await user.click(cell);
  await user.keyboard('{Enter}');
  const editor = screen.getByRole('textbox', { name: 'Description' });
  await user.clear(editor);
  await user.type(editor, text);
  await user.keyboard('{Enter}');
  return user;
}

describe('JobTablePage', { timeout: 60_000 }, () => {
  it('edits a cell with the keyboard and saves the row with Ctrl+S as a multipart form', async () => {
    writeMonth('2026-11');
    const sent: FormData[] = [];
    serve((form) => {
      sent.push(form);
      return jsonResponse(200, {
        success: true,
        message: 'Job updated',
        updatedRow: jobRow({ description: 'Sitra run', version: 2 }),
      });
    });
    const user = await editDescription('Sitra run');
    expect(screen.getByText('1 unsaved')).toBeInTheDocument();

    // Enter moved down a row, as in a spreadsheet; back up to the edited row and save it.
    await user.keyboard('{ArrowUp}{Control>}s{/Control}');
    await waitFor(() => expect(screen.queryByText('1 unsaved')).not.toBeInTheDocument());
    expect(sent[0]!.get('description')).toBe('Sitra run');
    expect(sent[0]!.get('version')).toBe('1');
    expect(within(seededRow()).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps the edit on a stale save, shows both versions and takes theirs on request', async () => {
    writeMonth('2026-11');
    const theirs = jobRow({ description: 'Changed by Omar', version: 2 });
    serve(() =>
      jsonResponse(409, {
        success: false,
        message: 'This job was changed by Omar at 2026-11-04 09:00 since you loaded it.',
        errors: { version: 'stale' },
        current: theirs,
      }),
    );
    const user = await editDescription('Mine');
    await user.click(within(seededRow()).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'This job was changed meanwhile' });
    expect(dialog).toHaveTextContent('This job was changed by Omar');
    const difference = within(dialog).getByRole('row', { name: /Description/ });
    expect(difference).toHaveTextContent('Changed by Omar');
    expect(difference).toHaveTextContent('Mine');
    expect(screen.getByRole('gridcell', { name: 'Mine' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(await screen.findByRole('gridcell', { name: 'Changed by Omar' })).toBeInTheDocument();
    expect(screen.queryByText('1 unsaved')).not.toBeInTheDocument();
  });
});
