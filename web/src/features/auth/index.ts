/** The auth feature's public surface: the session, the approval gate and the account pages' forms. */
export {
  AuthProvider,
  useAuth,
  useSession,
  type AuthContextValue,
  type AuthProviderProps,
  type AuthState,
} from './auth-provider';
export { useAccessSession, useAwaitingAuth } from './api/use-approval-gate';
export { decideRouteAccess, type AccessSession, type RouteAccess } from './route-access';
export type { AuthSession } from './api/session';
export type { NewAccount } from './api/initialize-account';
export { AccountLinks, type AccountLinksProps } from './components/account-links';
export { AuthError } from './components/auth-error';
export { EmailVerification } from './components/email-verification';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
