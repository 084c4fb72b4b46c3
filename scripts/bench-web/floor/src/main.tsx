/**
 * The floor of `npm run bench:web`: the least any page of this stack loads. React, react-dom,
 * React Router and Firebase Auth (connected to the test stack's Auth emulator, as the app's e2e
 * build is), one empty route. Built with the app's Vite options (web/vite.shared.config.ts).
 */
import { TEST_PORTS } from '@crewspace/common/local-config';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, onIdTokenChanged } from 'firebase/auth';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const env = import.meta.env;
const auth = getAuth(
  initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  }),
);
if (env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, `http://127.0.0.1:${TEST_PORTS.auth}`, { disableWarnings: true });
}

/** Waits for Auth's first answer, as the app's shell does before it shows a page. */
function EmptyRoute() {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => onIdTokenChanged(auth, (user) => setSignedIn(user !== null)), []);
  return (
    <main>
      <h1>Floor</h1>
      <p>{signedIn === null ? 'Loading…' : signedIn ? 'Signed in' : 'Signed out'}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <EmptyRoute /> }]);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
