import { useId, type ReactNode } from 'react';
import classes from './login-page.module.css';

interface SignInFieldProps {
  label: string;
  type: 'email' | 'password' | 'text';
  name: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** A button inside the input's right edge (show/hide password). */
  action?: ReactNode;
}

/** A required, labelled input whose message is tied to it for assistive technology. */
export function SignInField({ label, error, action, onChange, ...input }: SignInFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
        <span className={classes.required} aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className={classes.inputWrap}>
        <input
          {...input}
          id={id}
          required
          className={classes.input}
          data-with-action={action === undefined ? undefined : true}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? undefined : errorId}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {action !== undefined && <span className={classes.action}>{action}</span>}
      </div>
      {error !== undefined && (
        <p className={classes.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
