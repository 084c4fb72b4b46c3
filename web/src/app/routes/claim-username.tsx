import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useAuth, useAwaitingAuth } from '@/features/auth';
import { ClaimUsernameForm } from '@/features/usernames';
import styles from './routes.module.css';

/** Public: visitors keep a username for sign-up; signed-in users reserve one at once. */
export function ClaimUsernameRoute() {
  const { state } = useAuth();
  const awaitingAuth = useAwaitingAuth();
  if (awaitingAuth) return <Loading />;
  const uid = state.status === 'signed-in' ? state.session.uid : null;
  return (
    <div className={styles.authPage}>
      <Card className={styles.authCard} aria-labelledby="claim-title">
        <div>
          <h1 id="claim-title">Claim a username</h1>
          <p className={styles.lead}>
            {uid
              ? 'Your username is how teammates find and mention you.'
              : 'Check that your favourite name is free; we keep it for you until you sign up.'}
          </p>
        </div>
        <ClaimUsernameForm key={uid ?? 'visitor'} uid={uid} />
      </Card>
    </div>
  );
}
