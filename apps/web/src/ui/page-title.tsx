import { useEffect, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

interface PageTitleProps {
  title: string;
  description?: ReactNode;
}

/** The page's one h1; also names the browser tab, which screen readers announce on navigation. */
export function PageTitle({ title, description }: PageTitleProps) {
  useEffect(() => {
    document.title = `${title} · fleetledger`;
  }, [title]);

  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {description !== undefined && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
