import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { roleName } from '@fleetledger/shared/access';
import { useSignedInUser } from '../../../lib/session/signed-in-user';
import { PageTitle } from '../../../ui/page-title';
import { DashboardIcon } from '../../../ui/icons';

/** Interim dashboard: the welcome banner only, until the dashboard feature replaces this page. */
export function DashboardPage() {
  const user = useSignedInUser();

  return (
    <>
      <PageTitle title="Dashboard" />
      <Paper withBorder radius="lg" p="xl" bg="indigo.0">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="filled">
            <DashboardIcon size={26} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={700} size="xl" c="navy.9">
              Welcome, {user.name}
            </Text>
            <Text c="gray.8">User code: {user.user_code}</Text>
            <Text c="gray.8" size="sm">
              Signed in as {roleName(user.authority)}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </>
  );
}
