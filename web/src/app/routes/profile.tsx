import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { useProfile } from '../../features/profile/profile-provider';
import { ClaimUsernameForm } from '../../features/usernames/components/claim-username-form';
import styles from './routes.module.css';

export function ProfileRoute() {
  const { profile, doc } = useProfile();
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>Your profile</h1>
        <p className={styles.lead}>How teammates see you across Crewspace.</p>
      </header>
      <Card aria-labelledby="details-title">
        <h2 id="details-title">Details</h2>
        {/* The form starts from the stored values, so it waits for them. */}
        {doc ? <ProfileForm /> : <Loading />}
      </Card>
      <Card aria-labelledby="username-title">
        <h2 id="username-title">Username</h2>
        <ClaimUsernameForm uid={profile.uid} currentUsername={doc?.username ?? null} />
      </Card>
    </div>
  );
}
