/**
 * The account forms' checks, on demand: their schemas (auth-form-schemas.ts, on Zod) are imported
 * when the visitor first focuses a form (use-account-form.ts), so loading a sign-in page never
 * runs Zod; by the time someone submits, the check is there.
 */
export { PASSWORD_MIN } from './account-limits';

const schemas = () => import('./auth-form-schemas');

export const loadSignInForm = async () => (await schemas()).signInForm;
export const loadSignUpForm = async () => (await schemas()).signUpForm;
export const loadPasswordResetForm = async () => (await schemas()).passwordResetForm;
