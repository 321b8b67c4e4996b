import { AppShell, Avatar, Badge, CloseButton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { roleName } from '@fleetledger/shared/access';
import { useSignedInUser } from '../../lib/session/signed-in-user';
import { ChevronsLeftIcon, ChevronsRightIcon, TruckIcon } from '../../ui/icons';
import { MainMenu } from './main-menu';
import classes from './shell.module.css';

interface SidebarProps {
  /** Icons only; names stay available as aria-label and tooltip. */
  iconOnly: boolean;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** On phones the menu covers the page; following a link or closing it reveals the page again. */
  onCloseMobile: () => void;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

export function Sidebar({ iconOnly, collapsed, onToggleCollapsed, onCloseMobile }: SidebarProps) {
  const user = useSignedInUser();
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <>
      <AppShell.Section
        className={classes.brand}
        style={iconOnly ? { justifyContent: 'center', padding: 0 } : undefined}
      >
        <TruckIcon size={28} />
        {!iconOnly && <span className={classes.brandName}>fleetledger</span>}
        <CloseButton
          hiddenFrom="sm"
          ml="auto"
          size="lg"
          variant="transparent"
          c="white"
          onClick={onCloseMobile}
          aria-label="Close navigation"
        />
      </AppShell.Section>

      <AppShell.Section
        className={classes.user}
        style={iconOnly ? { justifyContent: 'center', paddingInline: 0 } : undefined}
        title={iconOnly ? `${user.name} (${user.email})` : undefined}
      >
        <Avatar color="indigo" variant="filled" radius="xl" aria-hidden="true">
          {initials(user.name)}
        </Avatar>
        {iconOnly ? (
          <VisuallyHidden>
            {user.name}, {user.email}
          </VisuallyHidden>
        ) : (
          <div style={{ minWidth: 0 }}>
            <Text className={classes.userName} size="sm" truncate>
              {user.name}
            </Text>
            <Text className={classes.userEmail} size="xs" truncate>
              {user.email}
            </Text>
            <Badge mt={6} size="sm" variant="white" color="navy.9">
              {roleName(user.authority)}
            </Badge>
          </div>
        )}
      </AppShell.Section>

      <AppShell.Section grow className={classes.menu}>
        <MainMenu iconOnly={iconOnly} onNavigate={onCloseMobile} />
      </AppShell.Section>

      <AppShell.Section className={classes.bottom} visibleFrom="sm">
        <UnstyledButton
          className={`${classes.toggle} ${iconOnly ? classes.iconOnly : ''}`}
          onClick={onToggleCollapsed}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-expanded={!collapsed}
        >
          {collapsed ? <ChevronsRightIcon /> : <ChevronsLeftIcon />}
          {!iconOnly && <span>Collapse</span>}
        </UnstyledButton>
      </AppShell.Section>
    </>
  );
}
