import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';

interface StatCardProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  accent?: string;
}

/** A figure with its label; the label names the figure for assistive technology too. */
export function StatCard({ label, value, detail, accent = 'indigo.8' }: StatCardProps) {
  const id = `stat-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-labelledby={id}
      style={{ borderTop: `3px solid var(--mantine-color-${accent.replace('.', '-')})` }}
    >
      <Text id={id} size="xs" fw={700} tt="uppercase" c="gray.7" lts={0.3}>
        {label}
      </Text>
      <Text fz={22} fw={700} mt={4} c="gray.9" lh={1.25} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {detail !== undefined && (
        <Text size="sm" c="gray.7" mt={2}>
          {detail}
        </Text>
      )}
    </Paper>
  );
}
