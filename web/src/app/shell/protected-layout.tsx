import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { decideRouteAccess, useAccessSession, useAuth } from '@/features/auth';
import { SignedInProviders } from '../providers/signed-in-providers';
import { AppShell } from './app-shell';

/**
 * The guard of every non-public route (the approval gate is reactfire's useSigninCheck on the
 * `approved` claim); only an allowed visit starts the signed-in providers.
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
        <SignedInProviders session={state.session}>
          <AppShell admin={state.session.admin}>
            <Outlet />
          </AppShell>
        </SignedInProviders>
      );
  }
}
