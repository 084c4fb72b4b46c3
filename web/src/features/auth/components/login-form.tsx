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

/** Email and password sign-in. Where to go next is decided by the auth state, not here. */
export function LoginForm() {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn(email.trim(), password);
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
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <AuthError />
        <Button type="submit" block busy={busy}>
          Sign in
        </Button>
      </form>
      <p className={styles.divider}>or</p>
      <GoogleButton />
      <p className={styles.links}>
        <Link to={paths.forgotPassword.path}>Forgot your password?</Link>
        <span>
          New here? <Link to={paths.signup.path}>Create an account</Link>
        </span>
      </p>
    </div>
  );
}
