import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';
import { FirebaseProviders } from './providers/firebase-providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <FirebaseProviders>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </FirebaseProviders>
  );
}
