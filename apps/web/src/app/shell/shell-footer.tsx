import { Text } from '@mantine/core';
import classes from './shell.module.css';

export const APP_VERSION_LABEL = 'v2.0';

export function ShellFooter() {
  return (
    <div className={classes.footer}>
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} fleetledger — transport back-office
      </Text>
      <Text size="xs" c="dimmed" fw={600}>
        {APP_VERSION_LABEL}
      </Text>
    </div>
  );
}
