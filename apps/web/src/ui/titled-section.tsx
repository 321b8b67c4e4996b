import { useId, type ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A bordered part of a page or form, named for assistive technology by its heading. */
export function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
