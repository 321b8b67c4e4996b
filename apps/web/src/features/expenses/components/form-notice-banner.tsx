import type { ReactNode } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { AlertIcon, ShieldIcon } from '../../../ui/icons';
import type { FormNotice } from '../form/use-expense-form';

interface FormNoticeBannerProps {
  notice: FormNotice | null;
  onDismiss: () => void;
  /** Shown under a stale-edit message, e.g. a button to reload the stored expense. */
  conflictAction?: ReactNode;
}

/** The dismissible red error banner and the success message of the expense forms. */
export function FormNoticeBanner({ notice, onDismiss, conflictAction }: FormNoticeBannerProps) {
  if (notice === null) return null;
  const success = notice.kind === 'success';
  return (
    <Alert
      color={success ? 'green' : notice.kind === 'conflict' ? 'orange' : 'red'}
      variant="light"
      icon={success ? <ShieldIcon /> : <AlertIcon />}
      withCloseButton
      closeButtonLabel="Dismiss message"
      onClose={onDismiss}
      role={success ? 'status' : 'alert'}
      mb="lg"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{notice.text}</Text>
        {notice.kind === 'conflict' && conflictAction}
      </Stack>
    </Alert>
  );
}
