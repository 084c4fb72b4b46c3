/**
 * What the account forms accept, checked before anything reaches Firebase Auth (which checks
 * again and whose errors show as the auth error). Limits match the user document rules.
 */
import { z } from 'zod';

const email = z.string().trim().pipe(z.email('Enter an email address.'));
export const PASSWORD_MIN = 6;

export const signInForm = z.object({
  email,
  password: z.string().min(1, 'Enter your password.'),
});

export const signUpForm = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'Enter the name people will see.')
    .max(200, 'Use at most 200 characters.'),
  email,
  password: z.string().min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`),
});

export const passwordResetForm = z.object({ email });
