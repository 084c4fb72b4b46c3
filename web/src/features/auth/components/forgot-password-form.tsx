import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAuth } from '../auth-provider';
import { AuthError } from './auth-error';
import styles from './auth-forms.module.css';

export function ForgotPasswordForm() {
  const { sendPasswordReset } = useAuth();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'busy' | 'sent'>('idle');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('busy');
    try {
      await sendPasswordReset(email.trim());
      setStatus('sent');
    } catch {
      setStatus('idle');
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
          onChange={(event) => {
            setEmail(event.target.value);
            if (status === 'sent') setStatus('idle');
          }}
        />
        {status === 'sent' ? (
          <Alert tone="success" title="Check your inbox">
            <p>If an account uses {email.trim()}, a link to reset its password is on its way.</p>
          </Alert>
        ) : null}
        <AuthError />
        <Button type="submit" block busy={status === 'busy'}>
          Send reset link
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={paths.login.path}>Back to sign in</Link>
      </p>
    </div>
  );
}
