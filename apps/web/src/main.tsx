import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { readStoredUser } from './lib/session/stored-user';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
const root = createRoot(container);

const loadApp = () => import('./app/app-root');

// Most often a release replaced the files this page was loaded with.
const showLoadFailure = () =>
  root.render(
    <p role="alert" className="load-failure">
      fleetledger could not load. Check your connection and reload the page.
    </p>,
  );

function startApp() {
  loadApp().then(
    ({ AppRoot }) =>
      root.render(
        <StrictMode>
          <AppRoot />
        </StrictMode>,
      ),
    showLoadFailure,
  );
}

// A signed-out visitor on /login gets the sign-in page alone, without the router, the component kit
// and the query cache; the rest of the app loads while they type (README, "The sign-in page").
if (window.location.pathname === '/login' && readStoredUser() === null) {
  import('./app/sign-in-start').then(({ SignInStart }) => {
    root.render(
      <StrictMode>
        <SignInStart onSignedIn={startApp} />
      </StrictMode>,
    );
    setTimeout(() => void loadApp().catch(() => undefined), 0);
  }, showLoadFailure);
} else {
  startApp();
}
