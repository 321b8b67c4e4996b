import type { ReactNode } from 'react';
import { Group, Paper, Stack } from '@mantine/core';
import { PageTitle } from '../page-title';
import printPage from '../print-page.module.css';

interface BooksPageProps {
  title: string;
  description: string;
  /** What the figures are of: the period, an account, a customer; none for a page of its own figures. */
  controls?: ReactNode;
  children: ReactNode;
}

/** A books page: its title and controls (both left off paper), then its figures. */
export function BooksPage({ title, description, controls, children }: BooksPageProps) {
  return (
    <div className={printPage.page}>
      <div className={printPage.noPrint}>
        <PageTitle title={title} description={description} />
        {controls !== undefined && (
          <Paper withBorder radius="md" p="md" mb="md" role="search" aria-label={`${title} options`}>
            <Group align="flex-start" gap="sm">
              {controls}
            </Group>
          </Paper>
        )}
      </div>
      <Stack gap="md">{children}</Stack>
    </div>
  );
}
