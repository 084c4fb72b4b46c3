import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import {
  CalendarIcon,
  CanvasIcon,
  ChatIcon,
  DashboardIcon,
  FolderIcon,
  ShieldIcon,
  TaskIcon,
  VideoIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { workspaceHref, type WorkspaceSection } from '@crewspace/common/links';
import { ChatNavBadge } from '@/features/chat';
import { useWorkspace } from '@/features/workspaces';
import { useStableHandlers } from '@/lib/use-stable-handlers';
import styles from './app-shell.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
  /** Points at `/` until the workspaces are known, so it is not the current page there. */
  waiting?: boolean;
}

/**
 * The sections, in the current workspace (the one in the address, else the remembered one).
 * Without a workspace yet they point at `/`, which says so; only Dashboard is current there.
 */
function mainItems(workspaceId: string | null): NavItem[] {
  const waiting = workspaceId === null;
  const section = (name: WorkspaceSection) =>
    workspaceId ? { to: workspaceHref(workspaceId, name) } : { to: paths.dashboard.path, waiting };
  return [
    {
      to: workspaceId ? workspaceHref(workspaceId) : paths.dashboard.path,
      label: paths.dashboard.label,
      icon: <DashboardIcon />,
      end: true,
    },
    { ...section('projects'), label: paths.projects.label, icon: <FolderIcon /> },
    { ...section('tasks'), label: paths.tasks.label, icon: <TaskIcon /> },
    { to: paths.chat.path, label: paths.chat.label, icon: <ChatIcon /> },
    { ...section('videos'), label: paths.videos.label, icon: <VideoIcon /> },
    { ...section('canvases'), label: paths.canvases.label, icon: <CanvasIcon /> },
    { ...section('calendar'), label: paths.calendar.label, icon: <CalendarIcon /> },
  ];
}

const ADMIN_ITEM: NavItem = {
  to: paths.admin.path,
  label: paths.admin.label,
  icon: <ShieldIcon />,
};

export interface SideNavProps {
  id: string;
  admin: boolean;
  /** Open as a drawer on narrow screens. */
  open: boolean;
  onClose: () => void;
}

export function SideNav({ id, admin, open, onClose }: SideNavProps) {
  const { currentId } = useWorkspace();
  const main = mainItems(currentId);
  const items = admin ? [...main, ADMIN_ITEM] : main;
  const navRef = useRef<HTMLElement>(null);
  const latest = useStableHandlers({ onClose });

  // The drawer (narrow screens) behaves like a dialog: focus moves into it when it opens, and
  // Escape closes it and gives focus back to the button that opened it (aria-controls).
  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector('a')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      latest.onClose();
      document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, id, latest]);

  return (
    <>
      {open ? <div className={styles.scrim} onClick={onClose} aria-hidden="true" /> : null}
      <div className={styles.navColumn}>
        <nav
          ref={navRef}
          id={id}
          aria-label="Main"
          className={`${styles.nav} ${open ? styles.navOpen : ''}`}
        >
          <ul className={styles.navList}>
            {items.map((item) => {
              const content = (
                <>
                  {item.icon}
                  <span>{item.label}</span>
                  {item.to === paths.chat.path ? <ChatNavBadge /> : null}
                </>
              );
              return (
                <li key={item.label}>
                  {item.waiting ? (
                    <Link to={item.to} className={styles.navLink}>
                      {content}
                    </Link>
                  ) : (
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={({ isActive }) =>
                        `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`
                      }
                    >
                      {content}
                    </NavLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}
