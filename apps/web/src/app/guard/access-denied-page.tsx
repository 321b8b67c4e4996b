import { useLocation, useNavigate } from 'react-router';
import { Button, Paper, Stack, ThemeIcon } from '@mantine/core';
import { PageTitle } from '../../ui/page-title';
import { ShieldIcon } from '../../ui/icons';

export function AccessDeniedPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router marks the first entry of this visit 'default': with nothing to go back to, go home.
  const canGoBack = location.key !== 'default';

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={560} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <ShieldIcon size={32} />
        </ThemeIcon>
        <PageTitle title="Access Denied" description="You don't have access to this page." />
        <Button
          onClick={() => {
            void (canGoBack ? navigate(-1) : navigate('/dashboard', { replace: true }));
          }}
        >
          Go Back
        </Button>
      </Stack>
    </Paper>
  );
}
