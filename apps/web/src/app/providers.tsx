import { useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { onServerChange } from '../lib/api-client';
import { readStoredUser, subscribeToStoredUser } from '../lib/session/stored-user';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/** Mantine theme, notifications and the query cache for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // Whatever ends the session (logout, a 401, another tab), cached protected data goes with it.
  useEffect(
    () =>
      subscribeToStoredUser(() => {
        if (readStoredUser() === null) queryClient.clear();
      }),
    [queryClient],
  );

  // A change saved anywhere may show on any list or details page: every cached answer is marked
  // stale, so each page reads afresh when it is next shown (showing what it had meanwhile).
  useEffect(() => onServerChange(() => void queryClient.invalidateQueries({ refetchType: 'none' })), [queryClient]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
