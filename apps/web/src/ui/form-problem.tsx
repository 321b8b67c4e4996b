import { Alert } from '@mantine/core';
import { AlertIcon } from './icons';

/** What went wrong with a form as a whole, announced as it appears; nothing while all is well. */
export function FormProblem({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      {message}
    </Alert>
  );
}
