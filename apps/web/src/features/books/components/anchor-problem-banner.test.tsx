import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { SignedInUserContext } from '../../../lib/session/signed-in-user';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { ADMIN_USER, MANAGER_USER } from '../../../testing/session-users';
import { LOAD_WAIT } from '../../../testing/render-routes';
import { AnchorProblemBanner } from './anchor-problem-banner';

const PROBLEM =
  "The books' anchor in /data could not be written at 2026-12-07 15:30:02 UTC: ENOSPC: no space left on device";

function renderBanner(user: typeof ADMIN_USER, problem: string | null) {
  const fetchMock = mockFetch((path) =>
    path.endsWith('books/anchor_health')
      ? jsonResponse(200, { success: true, anchor_problem: problem })
      : jsonResponse(404, { success: false, message: 'Not found' }),
  );
  render(
    <AppProviders>
      <SignedInUserContext.Provider value={user}>
        <p>The page</p>
        <AnchorProblemBanner />
      </SignedInUserContext.Provider>
    </AppProviders>,
  );
  return fetchMock;
}

describe('AnchorProblemBanner', () => {
  it("tells an Admin the server's anchor could not be written, and when and why", async () => {
    renderBanner(ADMIN_USER, PROBLEM);
    const banner = await screen.findByRole('alert', {}, LOAD_WAIT);
    expect(banner).toHaveTextContent("The books' anchor is not being written");
    expect(banner).toHaveTextContent(`${PROBLEM}. What was posted stands`);
  });

  it.each([
    { when: 'shows nothing while the anchor is written', user: ADMIN_USER, problem: null, asked: 1 },
    { when: 'asks nothing for anyone but an Admin', user: MANAGER_USER, problem: PROBLEM, asked: 0 },
  ])('$when', async ({ user, problem, asked }) => {
    const fetchMock = renderBanner(user, problem);
    await screen.findByText('The page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, 'books/anchor_health')).toHaveLength(asked);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
