import { Navigate, Outlet } from 'react-router';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { useDocumentNumbering } from '../../documents/document-numbering';
import { useSessionCheck } from '../../features/auth/api/use-session-check';
import { SignedInUserContext } from '../../lib/session/signed-in-user';
import { useStoredUser } from '../../lib/session/use-stored-user';
import { FullPageLoader } from '../../ui/full-page-loader';
import { AlertIcon } from '../../ui/icons';

/**
 * Protected routes render only for a user the server has confirmed. With no stored user the
 * visitor goes to /login; nothing protected renders while the check is under way, nor before the
 * company's document numbering is read (every screen prints numbers with it; read beside the check).
 */
export function RequireSession() {
  const user = useStoredUser();
  const check = useSessionCheck(user !== null);
  const numbering = useDocumentNumbering(user !== null);

  if (user === null) return <Navigate to="/login" replace />;
  if (check.isPending || (check.isSuccess && numbering.isPending))
    return <FullPageLoader label="Checking your session..." />;
  // A 401 has already cleared the user above; this is the server being unreachable or failing.
  if (check.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack maw={420}>
          <Alert color="red" variant="light" title="Could not confirm your session" icon={<AlertIcon />}>
            The server did not answer. Check your connection and try again.
          </Alert>
          <Button onClick={() => void check.refetch()} loading={check.isFetching}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <SignedInUserContext value={user}>
      <Outlet />
    </SignedInUserContext>
  );
}
