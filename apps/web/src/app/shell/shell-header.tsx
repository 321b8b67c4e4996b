import { ActionIcon, Burger, Button, Group, Text } from '@mantine/core';
import { useSignedInUser } from '../../lib/session/signed-in-user';
import { useLogout } from '../../features/auth/api/use-logout';
import { LogoutIcon } from '../../ui/icons';
import classes from './shell.module.css';

interface ShellHeaderProps {
  mobileNavOpened: boolean;
  onToggleMobileNav: () => void;
}

export function ShellHeader({ mobileNavOpened, onToggleMobileNav }: ShellHeaderProps) {
  const user = useSignedInUser();
  const { logout, isLoggingOut } = useLogout();

  return (
    <div className={classes.header}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={mobileNavOpened}
          onClick={onToggleMobileNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={mobileNavOpened ? 'Close navigation' : 'Open navigation'}
        />
        <Text fw={600} size="lg" truncate visibleFrom="sm">
          Welcome back, {user.name}!
        </Text>
        {/* A phone has room for the name, not the greeting. */}
        <Text fw={600} size="md" truncate hiddenFrom="sm" data-testid="header-user-name">
          {user.name}
        </Text>
      </Group>
      <Button
        variant="default"
        leftSection={<LogoutIcon size={18} />}
        onClick={() => void logout()}
        disabled={isLoggingOut}
        style={{ flexShrink: 0 }}
        visibleFrom="sm"
      >
        Logout
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Logout"
        onClick={() => void logout()}
        disabled={isLoggingOut}
        hiddenFrom="sm"
      >
        <LogoutIcon size={18} />
      </ActionIcon>
    </div>
  );
}
