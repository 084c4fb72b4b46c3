import { Alert } from '@/components/ui/alert';
import { useAuth } from '../auth-provider';

/** The held auth error: the catalogue message, and why in plain words. */
export function AuthError() {
  const { error } = useAuth();
  if (!error) return null;
  return (
    <Alert tone="error" title={error.message}>
      <p>{error.reason}</p>
    </Alert>
  );
}
