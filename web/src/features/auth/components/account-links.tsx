import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '../auth-provider';

export interface AccountLinksProps {
  /** Class of the call-to-action link (Sign up), so the host header can style it. */
  ctaClassName?: string;
}

/**
 * The account actions of the public header. Signed out: Sign in and Sign up. Signed in (an account
 * awaiting approval, or a declined one): Sign out, because sign-in and sign-up would only lead
 * back to the waiting page.
 */
export function AccountLinks({ ctaClassName }: AccountLinksProps) {
  const { state, signOut } = useAuth();
  if (state.status === 'signed-in') {
    return (
      <Button variant="secondary" onClick={() => void signOut().catch(() => undefined)}>
        Sign out
      </Button>
    );
  }
  return (
    <>
      <Link to={paths.login.path}>Sign in</Link>
      <Link to={paths.signup.path} className={ctaClassName}>
        Sign up
      </Link>
    </>
  );
}
