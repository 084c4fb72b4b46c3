/**
 * What the account forms accept, checked before anything reaches Firebase Auth (which checks
 * again and whose errors show as the auth error). Limits match the user document rules. The
 * forms import this on demand (account-forms.ts), on Zod Mini, the smaller build of Zod.
 */
import { z } from 'zod/mini';
import { PASSWORD_MIN } from './account-limits';

const email = z.pipe(z.string().check(z.trim()), z.email('Enter an email address.'));

export const signInForm = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});

export const signUpForm = z.object({
  displayName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the name people will see.'),
      z.maxLength(200, 'Use at most 200 characters.'),
    ),
  email,
  password: z.string().check(z.minLength(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)),
});

export const passwordResetForm = z.object({ email });
