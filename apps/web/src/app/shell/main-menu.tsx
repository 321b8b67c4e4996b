import { Link, useLocation } from 'react-router';
import { isMenuEntryActive, menuFor } from '@fleetledger/shared/access';
import { useSignedInUser } from '../../lib/session/signed-in-user';
import { menuIcon } from './menu-icons';
import classes from './shell.module.css';

export function MainMenu({ iconOnly }: { iconOnly: boolean }) {
  const user = useSignedInUser();
  const { pathname } = useLocation();

  return menuFor(user.authority).map((entry) => {
    const Icon = menuIcon(entry.path);
    const active = isMenuEntryActive(entry, pathname);
    return (
      <Link
        key={entry.path}
        to={entry.path}
        className={`${classes.link} ${iconOnly ? classes.iconOnly : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-label={iconOnly ? entry.label : undefined}
        title={iconOnly ? entry.label : undefined}
      >
        <Icon />
        {!iconOnly && <span>{entry.label}</span>}
      </Link>
    );
  });
}
