import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../../components/ui/loading';
import { toAccessSession, useAuth } from '../../features/auth/auth-provider';
import { decideRouteAccess } from '../../features/auth/route-access';
import { SignedInProviders } from '../providers/signed-in-providers';
import { AppShell } from './app-shell';

/** The guard of every non-public route; only an allowed visit starts the signed-in providers. */
export function ProtectedLayout() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const access = decideRouteAccess({ pathname, session: toAccessSession(state) });

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
