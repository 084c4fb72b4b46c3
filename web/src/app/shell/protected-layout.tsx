import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { decideRouteAccess, useAccessSession, useAuth } from '@/features/auth';
import { signedIn } from '../signed-in-lazy';

const SignedInShell = signedIn('SignedInShell');

/**
 * The guard of every non-public route (the approval gate reads the token's `approved` claim);
 * only an allowed visit fetches the signed-in chunk and starts its providers, its shell and the
 * page's error boundary (signed-in.tsx).
 */
export function ProtectedLayout() {
  const { state } = useAuth();
  const session = useAccessSession();
  const { pathname } = useLocation();
  const access = decideRouteAccess({ pathname, session });

  switch (access.kind) {
    case 'loading':
      return <Loading />;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'public':
      return <Outlet />;
    case 'allow':
      if (state.status !== 'signed-in') return <Loading />;
      return (
        <Suspense fallback={<Loading />}>
          <SignedInShell session={state.session}>
            <Outlet />
          </SignedInShell>
        </Suspense>
      );
  }
}
