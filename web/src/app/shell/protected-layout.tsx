import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { decideRouteAccess, useAccessSession, useAuth } from '@/features/auth';
import { signedIn } from '../signed-in-lazy';
import { PageErrorBoundary } from './page-load-failure';

const SignedInShell = signedIn('SignedInShell');

/**
 * The guard of every non-public route (the approval gate reads the token's `approved` claim);
 * only an allowed visit fetches the signed-in chunk and starts its providers. The page inside
 * suspends on its own (a lazy feature page) without hiding the shell, and a page that fails
 * (its code not fetched offline) says so inside the shell, whose navigation stays.
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
            <PageErrorBoundary resetKey={pathname}>
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </SignedInShell>
        </Suspense>
      );
  }
}
