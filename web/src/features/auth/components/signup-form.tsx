import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { PASSWORD_MIN, loadSignUpForm } from '../account-forms';
import { useAuth } from '../auth-provider';
import { AuthAlternatives } from './auth-alternatives';
import { AuthError } from './auth-error';
import { useAccountForm } from './use-account-form';
import styles from './auth-forms.module.css';

export interface SignupFormProps {
  /** A username picked on /claim-username, reserved right after sign-up. */
  pendingUsername?: string | null;
}

/** Email sign-up with a display name. New email accounts wait for an admin's approval. */
export function SignupForm({ pendingUsername }: SignupFormProps) {
  const { signUp } = useAuth();
  const { field, busy, form } = useAccountForm(
    loadSignUpForm,
    { displayName: '', email: '', password: '' },
    signUp,
  );

  return (
    <div className={styles.stack}>
      <form className={styles.form} {...form}>
        <TextField
          label="Display name"
          autoComplete="name"
          required
          maxLength={200}
          {...field('displayName')}
        />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters.`}
          {...field('password')}
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
      <AuthAlternatives
        links={
          <>
            <span>
              Already have an account? <Link to={paths.login.path}>Sign in</Link>
            </span>
            <Link to={paths.claimUsername.path}>Pick a username first</Link>
          </>
        }
      />
    </div>
  );
}
