import { EyeIcon, EyeOffIcon } from './icons';
import classes from './password-toggle.module.css';

/**
 * The show/hide button of a password input: a real, labelled button (Mantine's PasswordInput hides
 * its toggle from assistive technology), plain so the sign-in page can use it without the kit.
 */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const label = shown ? 'Hide password' : 'Show password';
  return (
    <button type="button" className={classes.toggle} onClick={onToggle} aria-label={label} title={label}>
      {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
    </button>
  );
}
