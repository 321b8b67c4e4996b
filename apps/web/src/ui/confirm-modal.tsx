import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { AlertIcon } from './icons';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmLabel: string;
  /** The way back: 'Cancel' unless the question names it better. */
  cancelLabel?: string;
  confirmColor?: string;
  busy?: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  /** Another way out offered with the error, e.g. a 'Reload' button. */
  errorAction?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that changes something for other people. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmColor,
  busy = false,
  error = null,
  errorAction,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{children}</Text>
        {error !== null && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            <Stack gap="xs" align="flex-start">
              <span>{error}</span>
              {errorAction}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
