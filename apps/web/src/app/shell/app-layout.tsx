import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { AnchorProblemBanner } from '../../features/books/components/anchor-problem-banner';
import { FullPageLoader } from '../../ui/full-page-loader';
import { ShellFooter } from './shell-footer';
import { ShellHeader } from './shell-header';
import { Sidebar } from './sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import classes from './shell.module.css';

/** The common layout of every protected page (the operations spec, navigation shell). */
export function AppLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      // On a phone the footer is not fixed: it follows the page instead of taking the screen's bottom.
      footer={{ height: 44, collapsed: isPhone }}
      navbar={{
        width: collapsed ? '5rem' : '20rem',
        breakpoint: 'sm',
        collapsed: { mobile: !mobileNavOpened },
      }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <AppShell.Header>
        <ShellHeader mobileNavOpened={mobileNavOpened} onToggleMobileNav={mobileNav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} aria-label="Main navigation">
        <Sidebar
          iconOnly={collapsed && !mobileNavOpened}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
          onCloseMobile={mobileNav.close}
        />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <AnchorProblemBanner />
        <Suspense fallback={<FullPageLoader label="Loading page..." fullHeight={false} />}>
          <Outlet />
        </Suspense>
        {isPhone && <ShellFooter />}
      </AppShell.Main>
      {!isPhone && (
        <AppShell.Footer>
          <ShellFooter />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
