import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { isApiError } from '../lib/api-error';
import { FullPageLoader } from '../ui/full-page-loader';
import { AlertIcon } from '../ui/icons';
import { PageTitle } from '../ui/page-title';

interface DocumentNotFoundProps {
  title: string;
  text?: string;
  back: { path: string; label: string };
}

/** A document page whose number names no document: what the user was after, and the way back to the list. */
function DocumentNotFound({ title, text, back }: DocumentNotFoundProps) {
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
function DocumentLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
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

interface DocumentDetailsStateProps {
  /** The page's number is no document number at all. */
  badNumber: boolean;
  /** The details read, not (yet) answered with the document. */
  query: { isError: boolean; error: Error | null; refetch: () => unknown };
  notFound: DocumentNotFoundProps;
  /** e.g. 'Loading purchase...'. */
  loadingLabel: string;
  failureText: (error: Error) => string;
}

/** A document page before it has its document: not found, still loading, or failed with a second try. */
export function DocumentDetailsState({
  badNumber,
  query,
  notFound,
  loadingLabel,
  failureText,
}: DocumentDetailsStateProps) {
  if (badNumber) return <DocumentNotFound {...notFound} />;
  const { error } = query;
  if (!query.isError || error === null) return <FullPageLoader label={loadingLabel} fullHeight={false} />;
  if (isApiError(error) && error.status === 404) return <DocumentNotFound {...notFound} />;
  return <DocumentLoadFailure message={failureText(error)} onRetry={() => void query.refetch()} />;
}
