import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Popover } from '@/components/ui/popover';
import { paths } from '@/config/paths';
import { useProfile } from '../profile-provider';
import styles from './profile-menu.module.css';

export interface ProfileMenuProps {
  /** Signs out; the menu closes first. */
  onSignOut: () => void;
}

export function ProfileMenu({ onSignOut }: ProfileMenuProps) {
  const { profile } = useProfile();
  return (
    <Popover
      variant="plain"
      label={`Account menu for ${profile.displayName}`}
      panelLabel="Account"
      trigger={() => (
        <>
          <Avatar src={profile.photoURL} name="" size="sm" />
          <span className={styles.name}>{profile.displayName}</span>
        </>
      )}
    >
      {(close) => (
        <div className={styles.menu}>
          <div className={styles.identity}>
            <Avatar src={profile.photoURL} name="" />
            <div className={styles.text}>
              <p className={styles.displayName}>{profile.displayName}</p>
              <p className={styles.email}>{profile.email}</p>
            </div>
          </div>
          <ul className={styles.actions}>
            <li>
              <Link className={styles.action} to={paths.profile.path} onClick={close}>
                Edit profile
              </Link>
            </li>
            <li>
              <Link className={styles.action} to={paths.claimUsername.path} onClick={close}>
                Username
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.action}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                Sign out
              </button>
            </li>
          </ul>
        </div>
      )}
    </Popover>
  );
}
