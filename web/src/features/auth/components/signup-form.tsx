import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAuth } from '../auth-provider';
import { AuthError } from './auth-error';
import { GoogleButton } from './google-button';
import styles from './auth-forms.module.css';

export interface SignupFormProps {
  /** A username picked on /claim-username, reserved right after sign-up. */
  pendingUsername?: string | null;
}

/** Email sign-up with a display name. New email accounts wait for an admin's approval. */
export function SignupForm({ pendingUsername }: SignupFormProps) {
  const { signUp } = useAuth();
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await signUp({ email: email.trim(), password, displayName: displayName.trim() });
    } catch {
      // Held as the auth error and shown by <AuthError />.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.stack}>
      <form className={styles.form} onSubmit={onSubmit}>
        <TextField
          label="Display name"
          name="displayName"
          autoComplete="name"
          required
          maxLength={200}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint="At least 6 characters."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {pendingUsername ? (
          <p className={styles.note}>
            Your username <strong>@{pendingUsername}</strong> will be reserved when the account is
            created.
          </p>
        ) : null}
        <AuthError />
        <Button type="submit" block busy={busy}>
          Create account
        </Button>
      </form>
      <p className={styles.divider}>or</p>
      <GoogleButton />
      <p className={styles.links}>
        <span>
          Already have an account? <Link to={paths.login.path}>Sign in</Link>
        </span>
        <Link to={paths.claimUsername.path}>Pick a username first</Link>
      </p>
    </div>
  );
}
