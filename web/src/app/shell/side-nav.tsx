import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import {
  CalendarIcon,
  CanvasIcon,
  ChatIcon,
  DashboardIcon,
  FolderIcon,
  ShieldIcon,
  VideoIcon,
} from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { ChatNavBadge } from '../../features/chat/chat-nav-badge';
import styles from './app-shell.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

const ITEMS: NavItem[] = [
  { to: paths.dashboard.path, label: paths.dashboard.label, icon: <DashboardIcon />, end: true },
  { to: paths.projects.path, label: paths.projects.label, icon: <FolderIcon /> },
  { to: paths.chat.path, label: paths.chat.label, icon: <ChatIcon /> },
  { to: paths.videos.path, label: paths.videos.label, icon: <VideoIcon /> },
  { to: paths.canvases.path, label: paths.canvases.label, icon: <CanvasIcon /> },
  { to: paths.calendar.path, label: paths.calendar.label, icon: <CalendarIcon /> },
];

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
  const items = admin ? [...ITEMS, ADMIN_ITEM] : ITEMS;
  return (
    <>
      {open ? <div className={styles.scrim} onClick={onClose} aria-hidden="true" /> : null}
      <div className={styles.navColumn}>
        <nav id={id} aria-label="Main" className={`${styles.nav} ${open ? styles.navOpen : ''}`}>
          <ul className={styles.navList}>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`
                  }
                >
                  {item.icon}
                  <span>{item.label}</span>
                  {item.to === paths.chat.path ? <ChatNavBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
