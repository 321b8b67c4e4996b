import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { isApiError } from '../../../lib/api-error';
import { PageTitle } from '../../../ui/page-title';
import { AlertIcon, LockIcon, TruckIcon } from '../../../ui/icons';
import { useLogin } from '../api/use-login';
import { PasswordField } from '../../../ui/password-field';
import { loginErrorMessage } from '../login-error-message';
import classes from './login-page.module.css';

/**
 * Sign-in. On success the stored user appears and the
 * /login route's guard moves the user on to /dashboard.
 */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const busy = login.isPending;
  const errorText = login.isError ? loginErrorMessage(login.error) : null;
  const fieldErrors = isApiError(login.error) ? login.error.fieldErrors : {};

  // The message belongs to the attempt that failed; any new typing starts a new attempt.
  const clearError = () => {
    if (login.isError) login.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    login.mutate({ email: email.trim(), password });
  };

  return (
    <main className={classes.page}>
      <div className={classes.brandPanel}>
        <Group gap="sm">
          <TruckIcon size={32} />
          <span className={classes.brandName}>fleetledger</span>
        </Group>
        <Stack gap="md">
          <p className={classes.tagline}>Jobs, expenses and invoicing for the whole fleet.</p>
          <Text c="navy.1">Trucks · Drivers · Containers · Invoices · Receipts</Text>
        </Stack>
        <Text size="sm" c="navy.1">
          Transport back-office
        </Text>
      </div>

      <div className={classes.formPanel}>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Group gap="xs" mb="lg" hiddenFrom="md" c="navy.9">
            <TruckIcon size={26} />
            <Text fw={700} size="lg">
              fleetledger
            </Text>
          </Group>
          <PageTitle title="Sign in" description="Enter your work e-mail and password to continue." />

          <form onSubmit={onSubmit}>
            <Stack gap="md">
              {errorText !== null && (
                <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                  {errorText}
                </Alert>
              )}
              <TextInput
                label="Email"
                type="email"
                name="email"
                autoComplete="username"
                placeholder="name@company.com"
                required
                autoFocus
                value={email}
                error={fieldErrors.email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  clearError();
                }}
              />
              <PasswordField
                label="Password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                error={fieldErrors.password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  clearError();
                }}
              />
              <Button type="submit" size="md" fullWidth mt="xs" disabled={busy}>
                {busy ? 'Signing in...' : 'Sign in to Dashboard'}
              </Button>
            </Stack>
          </form>
        </Paper>

        <footer>
          <Group gap={6} mt="lg" c="dimmed" justify="center">
            <LockIcon size={16} />
            <Text size="sm" c="dimmed">
              Secure access for authorised staff only
            </Text>
          </Group>
        </footer>
      </div>
    </main>
  );
}
