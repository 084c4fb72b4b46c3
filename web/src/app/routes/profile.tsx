import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { EmailVerification, useSession } from '@/features/auth';
import { ProfileForm, useProfile } from '@/features/profile';
import { ClaimUsernameForm } from '@/features/usernames';
import { RenameProgress } from '@/features/workspaces';
import styles from './routes.module.css';

export function ProfileRoute() {
  const { profile, doc } = useProfile();
  const { email, emailVerified } = useSession();
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
        <RenameProgress kind="profile" targetId={profile.uid} />
      </Card>
      <Card aria-labelledby="email-title">
        <div className={styles.row}>
          <h2 id="email-title">Email address</h2>
          {emailVerified ? (
            <Badge tone="success">Verified</Badge>
          ) : (
            <Badge tone="warning">Not verified</Badge>
          )}
        </div>
        {emailVerified ? (
          <p className={styles.muted}>{email} is verified: you can accept invitations.</p>
        ) : (
          <EmailVerification
            email={email}
            reason="Verify your email address so you can accept invitations to workspaces."
          />
        )}
      </Card>
      <Card aria-labelledby="username-title">
        <h2 id="username-title">Username</h2>
        <ClaimUsernameForm uid={profile.uid} currentUsername={doc?.username ?? null} />
      </Card>
    </div>
  );
}
