import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UserRecord } from '@fleetledger/shared/users/users.contract';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/session/signed-in-user';
import { ActiveBadge } from '../../../ui/active-badge';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { RecordTable, type RecordColumn } from '../../../ui/record-table';
import { SearchField } from '../../../ui/search-field';
import { useUsers } from '../api/use-users';
import { UserFormModal, type UserFormTarget } from '../components/user-form-modal';
import { UserStatusModal } from '../components/user-status-modal';

function matches(user: UserRecord, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return true;
  return [user.name, user.email, user.user_code, user.role].some((value) => value.toLocaleLowerCase().includes(wanted));
}

function loadProblem(error: unknown): string {
  if (isApiError(error) && error.isNetworkError) return NETWORK_ERROR_MESSAGE;
  if (isApiError(error) && error.serverMessage !== undefined) return error.serverMessage;
  return 'Could not load the users. Please try again.';
}

/** /users (beyond the spec, Admin only): add users, change their authority, reset passwords, disable. */
export function UsersPage() {
  const me = useSignedInUser();
  const users = useUsers();
  const [search, setSearch] = useState('');
  const [formTarget, setFormTarget] = useState<UserFormTarget>({ mode: 'closed' });
  const [statusTarget, setStatusTarget] = useState<UserRecord | null>(null);
  const shown = useMemo(() => (users.data ?? []).filter((user) => matches(user, search)), [users.data, search]);
  const isMe = (user: UserRecord) => user.email.toLocaleLowerCase() === me.email.toLocaleLowerCase();

  const columns: RecordColumn<UserRecord>[] = [
    {
      header: 'Name',
      cell: (user) => (
        <Group gap={6} wrap="nowrap">
          <span>{user.name}</span>
          {isMe(user) && (
            <Badge size="xs" variant="outline" color="gray">
              You
            </Badge>
          )}
        </Group>
      ),
    },
    { header: 'Email', cell: (user) => user.email },
    { header: 'User code', cell: (user) => user.user_code },
    { header: 'Authority', cell: (user) => user.role },
    {
      header: 'Status',
      cell: (user) => <ActiveBadge active={user.active} activeLabel="Active" inactiveLabel="Disabled" />,
    },
  ];

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle
          title="Users"
          description="Who may sign in and with what authority. Disabling a user signs them out at once."
        />
        <Button onClick={() => setFormTarget({ mode: 'create' })}>Add user</Button>
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <SearchField
          placeholder="Name, e-mail, user code or authority"
          value={search}
          onChange={setSearch}
          mb="md"
          maw={420}
        />

        {users.isError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" mb="md">
            <Stack gap="xs" align="flex-start">
              <span>{loadProblem(users.error)}</span>
              <Button size="xs" variant="white" color="red" onClick={() => void users.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        )}

        {users.isPending ? (
          <FullPageLoader label="Loading users..." fullHeight={false} />
        ) : shown.length === 0 ? (
          !users.isError && (
            <Text ta="center" c="dimmed" py="xl" role="status">
              {search.trim() === '' ? 'No users yet.' : `No users match "${search.trim()}".`}
            </Text>
          )
        ) : (
          <RecordTable
            caption={
              <Text component="span" size="sm" c="dimmed" aria-live="polite">
                {shown.length} {shown.length === 1 ? 'user' : 'users'}
              </Text>
            }
            columns={columns}
            rows={shown}
            minWidth={760}
            actions={(user) => (
              <>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={`Edit ${user.email}`}
                  onClick={() => setFormTarget({ mode: 'edit', user })}
                >
                  Edit
                </Button>
                {/* The server refuses to disable the signed-in Admin; the button is not offered. */}
                {!isMe(user) && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color={user.active ? 'red' : 'teal'}
                    aria-label={`${user.active ? 'Disable' : 'Enable'} ${user.email}`}
                    onClick={() => setStatusTarget(user)}
                  >
                    {user.active ? 'Disable' : 'Enable'}
                  </Button>
                )}
              </>
            )}
          />
        )}
      </Paper>

      <UserFormModal target={formTarget} onClose={() => setFormTarget({ mode: 'closed' })} />
      <UserStatusModal user={statusTarget} onClose={() => setStatusTarget(null)} />
    </>
  );
}
