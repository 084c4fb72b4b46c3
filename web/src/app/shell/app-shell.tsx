import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { IconButton } from '@/components/ui/icon-button';
import { MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { prefetchChatPage } from '@/features/chat';
import { FindLauncher } from '@/features/find';
import { NotificationBell } from '@/features/notifications';
import { SyncIndicator, countChanges, useSyncStatus } from '@/features/offline';
import { ProfileMenu } from '@/features/profile';
import { ThemeToggle } from '@/features/theme';
import { UploadVideoButton } from '@/features/videos';
import { WorkspaceSwitcher } from '@/features/workspaces';
import { Brand } from './brand';
import { useFocusHeadingOnRouteChange } from './route-focus';
import { SideNav } from './side-nav';
import { SkipLink } from './skip-link';
import styles from './app-shell.module.css';

export interface AppShellProps {
  /** Shows the Admin entry in the navigation. */
  admin: boolean;
  children: ReactNode;
}

/**
 * The signed-in frame: header (workspace, upload, bell, theme, profile), left navigation, main
 * area.
 */
export function AppShell({ admin, children }: AppShellProps) {
  const { signOut, state } = useAuth();
  const uid = state.status === 'signed-in' ? state.session.uid : null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [navOpenAt, setNavOpenAt] = useState<string | null>(null);
  // The drawer (narrow screens) closes by itself when the route changes.
  const navOpen = navOpenAt === pathname;
  // Whichever page a signed-in user lands on, the chat page's code follows in idle time.
  useEffect(() => prefetchChatPage(), []);
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(mainRef);

  const sync = useSyncStatus(uid);
  const confirm = useConfirm();

  function leave() {
    return signOut().then(
      () => navigate(paths.home.path),
      () => undefined, // held as the auth error
    );
  }

  // Signing out deletes the offline cache (a shared computer keeps nothing of this user), and
  // with it any change the server does not have yet: say so first.
  function onSignOut() {
    // Online with none of this tab's writes outstanding, what is left is being confirmed now.
    if (sync.pending === 0 && sync.state !== 'waiting') {
      void leave();
      return;
    }
    confirm.ask({
      title: 'Sign out with changes waiting?',
      name: sync.pending > 0 ? countChanges(sync.pending) : 'Some changes',
      consequence:
        'have not reached the server yet. Signing out deletes them from this device; ' +
        'stay signed in until the connection returns to keep them.',
      confirmLabel: 'Sign out anyway',
      failure: 'Could not sign out.',
      onConfirm: leave,
    });
  }

  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <IconButton
          label="Navigation"
          className={styles.menuButton}
          aria-expanded={navOpen}
          aria-controls="app-nav"
          onClick={() => setNavOpenAt(navOpen ? null : pathname)}
        >
          <MenuIcon />
        </IconButton>
        <Brand to={paths.dashboard.path} />
        <WorkspaceSwitcher />
        <div className={styles.actions}>
          <SyncIndicator status={sync} />
          {uid ? <FindLauncher uid={uid} /> : null}
          <UploadVideoButton size="sm" variant="secondary" className={styles.uploadButton} />
          <NotificationBell />
          <ThemeToggle />
          <ProfileMenu onSignOut={onSignOut} />
        </div>
      </header>
      <SideNav id="app-nav" admin={admin} open={navOpen} onClose={() => setNavOpenAt(null)} />
      <main ref={mainRef} id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {confirm.dialog}
    </div>
  );
}
