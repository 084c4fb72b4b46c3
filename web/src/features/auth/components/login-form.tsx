import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { loadSignInForm } from '../account-forms';
import { useAuth } from '../auth-provider';
import { AuthAlternatives } from './auth-alternatives';
import { AuthError } from './auth-error';
import { useAccountForm } from './use-account-form';
import styles from './auth-forms.module.css';

export interface LoginFormProps {
  /**
   * Called as a checked sign-in starts: the app fetches what a signed-in person needs alongside
   * the sign-in request instead of after it.
   */
  onSigningIn?: () => void;
}

/** Email and password sign-in. Where to go next is decided by the auth state, not here. */
export function LoginForm({ onSigningIn }: LoginFormProps) {
  const { signIn } = useAuth();
  const { field, busy, form } = useAccountForm(
    loadSignInForm,
    { email: '', password: '' },
    ({ email, password }) => {
      onSigningIn?.();
      return signIn(email, password);
    },
  );

  return (
    <div className={styles.stack}>
      <form className={styles.form} {...form}>
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <AuthError />
        <Button type="submit" block busy={busy}>
          Sign in
        </Button>
      </form>
      <AuthAlternatives
        links={
          <>
            <Link to={paths.forgotPassword.path}>Forgot your password?</Link>
            <span>
              New here? <Link to={paths.signup.path}>Create an account</Link>
            </span>
          </>
        }
      />
    </div>
  );
}
