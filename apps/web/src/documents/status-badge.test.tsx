import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES } from '@fleetledger/shared/documents/document-status';
import { AppProviders } from '../app/providers';
import { StatusBadge } from './status-badge';

// The spec's blue, green, purple and red, in shades that keep white text at 4.5:1.
const EXPECTED_COLOURS = { Created: 'blue-9', Approved: 'teal-9', Posted: 'grape-9', Cancelled: 'red-9' } as const;

describe('status badge', () => {
  it.each(DOCUMENT_STATUSES)('shows %s in its colour', (status) => {
    render(
      <AppProviders>
        <StatusBadge status={status} />
      </AppProviders>,
    );
    const badge = screen.getByText(status).closest('.mantine-Badge-root');
    expect(badge).not.toBeNull();
    expect((badge as HTMLElement).style.getPropertyValue('--badge-bg')).toBe(
      `var(--mantine-color-${EXPECTED_COLOURS[status]})`,
    );
  });
});
