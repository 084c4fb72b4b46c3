import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { loadPasswordResetForm } from '../account-forms';
import { useAuth } from '../auth-provider';
import { AuthError } from './auth-error';
import { useAccountForm } from './use-account-form';
import styles from './auth-forms.module.css';

export function ForgotPasswordForm() {
  const { sendPasswordReset } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, busy, form } = useAccountForm(
    loadPasswordResetForm,
    { email: '' },
    async ({ email }) => {
      await sendPasswordReset(email);
      setSentTo(email);
    },
  );
  const email = field('email');

  return (
    <div className={styles.stack}>
      <form className={styles.form} {...form}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...email}
          onChange={(event) => {
            email.onChange(event);
            setSentTo(null);
          }}
        />
        {sentTo ? (
          <Alert tone="success" title="Check your inbox">
            <p>If an account uses {sentTo}, a link to reset its password is on its way.</p>
          </Alert>
        ) : null}
        <AuthError />
        <Button type="submit" block busy={busy}>
          Send reset link
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={paths.login.path}>Back to sign in</Link>
      </p>
    </div>
  );
}
