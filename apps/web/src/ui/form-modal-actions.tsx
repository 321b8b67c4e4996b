import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

interface FormModalActionsProps {
  onCancel: () => void;
  saving: boolean;
  /** Holds the submit back, e.g. while the one required box is empty. */
  disabled?: boolean;
  /** The submit button's words, e.g. 'Save user'. */
  children: ReactNode;
}

/** Cancel and submit at the foot of a modal's form. */
export function FormModalActions({ onCancel, saving, disabled, children }: FormModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled} loading={saving}>
        {children}
      </Button>
    </Group>
  );
}
