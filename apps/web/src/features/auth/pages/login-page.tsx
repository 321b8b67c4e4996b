import { useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import { AlertIcon, LockIcon, TruckIcon } from '../../../ui/icons';
import { PasswordToggle } from '../../../ui/password-toggle';
import { useLogin } from '../api/use-login';
import { loginErrorMessage } from '../login-error-message';
import { SignInField } from './sign-in-field';
import classes from './login-page.module.css';

/**
 * Sign-in, drawn in plain elements so the page needs React and itself, not the component kit
 * (README, "The sign-in page"). On success the stored user appears and whoever shows this page
 * moves the user on to /dashboard.
 */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const login = useLogin();

  useEffect(() => {
    document.title = 'Sign in · fleetledger';
  }, []);

  const errorText = login.error === null ? null : loginErrorMessage(login.error);
  const fieldErrors = isApiError(login.error) ? login.error.fieldErrors : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.pending) return;
    void login.signIn({ email: email.trim(), password });
  };

  return (
    <main className={classes.page}>
      <div className={classes.brandPanel}>
        <div className={classes.brand}>
          <TruckIcon size={32} />
          <span className={classes.brandName}>fleetledger</span>
        </div>
        <div>
          <p className={classes.tagline}>Jobs, expenses and invoicing for the whole fleet.</p>
          <p className={classes.brandNote}>Trucks · Drivers · Containers · Invoices · Receipts</p>
        </div>
        <p className={classes.brandNote}>Transport back-office</p>
      </div>

      <div className={classes.formPanel}>
        <div className={classes.card}>
          <div className={classes.cardBrand}>
            <TruckIcon size={26} />
            <span>fleetledger</span>
          </div>
          <h1 className={classes.title}>Sign in</h1>
          <p className={classes.description}>Enter your work e-mail and password to continue.</p>

          <form className={classes.form} onSubmit={onSubmit}>
            {errorText !== null && (
              <div className={classes.alert} role="alert">
                <AlertIcon size={18} />
                <span>{errorText}</span>
              </div>
            )}
            <SignInField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              placeholder="name@company.com"
              autoFocus
              value={email}
              error={fieldErrors.email}
              onChange={(value) => {
                setEmail(value);
                login.reset();
              }}
            />
            <SignInField
              label="Password"
              type={passwordShown ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              error={fieldErrors.password}
              onChange={(value) => {
                setPassword(value);
                login.reset();
              }}
              action={<PasswordToggle shown={passwordShown} onToggle={() => setPasswordShown((shown) => !shown)} />}
            />
            <button type="submit" className={classes.submit} disabled={login.pending}>
              {login.pending ? 'Signing in...' : 'Sign in to Dashboard'}
            </button>
          </form>
        </div>

        <footer className={classes.footer}>
          <LockIcon size={16} />
          <span>Secure access for authorised staff only</span>
        </footer>
      </div>
    </main>
  );
}
