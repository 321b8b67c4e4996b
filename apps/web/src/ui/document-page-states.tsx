import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { AlertIcon } from './icons';
import { PageTitle } from './page-title';

/** A document page whose number names no document: what the user was after, and the way back to the list. */
export function DocumentNotFound({
  title,
  text,
  back,
}: {
  title: string;
  text?: string;
  back: { path: string; label: string };
}) {
  return (
    <Stack align="flex-start">
      <PageTitle title={title} />
      {text !== undefined && <Text>{text}</Text>}
      <Anchor component={Link} to={back.path}>
        {back.label}
      </Anchor>
    </Stack>
  );
}

/** A document that could not be read: the reason and a second try. */
export function DocumentLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      <Stack gap="xs" align="flex-start">
        <span>{message}</span>
        <Button variant="default" size="xs" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}
