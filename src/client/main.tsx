// Browser entry: fonts and styles, start-up address handling and the session, then the React root.
import '@fontsource/cinzel/latin-500.css';
import '@fontsource/cinzel/latin-600.css';
import '@fontsource/cinzel/latin-700.css';
import '@fontsource/eb-garamond/latin-400.css';
import '@fontsource/eb-garamond/latin-400-italic.css';
import '@fontsource/eb-garamond/latin-500.css';
import '@fontsource/eb-garamond/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { takeReturnPath } from './features/auth/return-path';
import { takeStartUpParams } from './features/auth/start-up';
import { getSession, startSession } from './lib/session-store';

// Before the first render: the router must never see the token, and the session must know about it.
const startUp = takeStartUpParams();
startSession(startUp.token);
// Signed in and back on the home page (a password sign-in reloads it; Google's callback lands on it): the protected
// page a signed-out visit asked for opens instead.
if (getSession().isAuthenticated && window.location.pathname === '/') {
  const wanted = takeReturnPath();
  if (wanted) window.history.replaceState(null, '', wanted);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App startUp={startUp} />
  </StrictMode>,
);
