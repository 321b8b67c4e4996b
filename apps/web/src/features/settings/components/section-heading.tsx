import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { FormProblem } from '../../../ui/form-problem';

interface SectionHeadingProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  description: ReactNode;
  /** What went wrong with the section's last save, or null. */
  problem: string | null;
}

/** A settings section's heading, what it is for, and the message of a failed save. */
export function SectionHeading({ id, title, description, problem }: SectionHeadingProps) {
  return (
    <>
      <div>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      <FormProblem message={problem} />
    </>
  );
}
