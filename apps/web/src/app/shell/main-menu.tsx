import { Link, useLocation } from 'react-router';
import { adminMenuFor, booksMenuFor, isMenuEntryActive, menuFor, type MenuEntry } from '@fleetledger/shared/menus';
import { useSignedInUser } from '../../lib/session/signed-in-user';
import { menuIcon } from './menu-icons';
import classes from './shell.module.css';

interface MenuProps {
  iconOnly: boolean;
  onNavigate: () => void;
}

function MenuLinks({ entries, iconOnly, onNavigate }: MenuProps & { entries: MenuEntry[] }) {
  const { pathname } = useLocation();

  return entries.map((entry) => {
    const Icon = menuIcon(entry.path);
    const active = isMenuEntryActive(entry, pathname);
    return (
      <li key={entry.path}>
        <Link
          to={entry.path}
          className={`${classes.link} ${iconOnly ? classes.iconOnly : ''}`}
          aria-current={active ? 'page' : undefined}
          aria-label={iconOnly ? entry.label : undefined}
          title={iconOnly ? entry.label : undefined}
          onClick={onNavigate}
        >
          <Icon />
          {!iconOnly && <span>{entry.label}</span>}
        </Link>
      </li>
    );
  });
}

/** A group beyond the spec's menu, under its own name; nothing when the user may open none of it. */
function MenuGroup({ name, entries, iconOnly, onNavigate }: MenuProps & { name: string; entries: MenuEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <>
      {/* The list carries the group's name; this is its visible echo. */}
      <div className={iconOnly ? classes.groupDivider : classes.groupLabel} aria-hidden="true">
        {iconOnly ? null : name}
      </div>
      <ul className={classes.menuList} aria-label={name}>
        <MenuLinks entries={entries} iconOnly={iconOnly} onNavigate={onNavigate} />
      </ul>
    </>
  );
}

/**
 * The spec's menu, then the groups beyond the spec (master data, then the books), each a labelled list
 * so the spec's entries stay exactly as described.
 */
export function MainMenu({ iconOnly, onNavigate }: MenuProps) {
  const user = useSignedInUser();

  return (
    <>
      <ul className={classes.menuList} aria-label="Menu">
        <MenuLinks entries={menuFor(user.authority)} iconOnly={iconOnly} onNavigate={onNavigate} />
      </ul>
      <MenuGroup
        name="Administration"
        entries={adminMenuFor(user.authority)}
        iconOnly={iconOnly}
        onNavigate={onNavigate}
      />
      <MenuGroup name="Books" entries={booksMenuFor(user.authority)} iconOnly={iconOnly} onNavigate={onNavigate} />
    </>
  );
}
