import { validateForm } from '@/lib/form';
import { passwordResetForm, signInForm, signUpForm } from './auth-form-schemas';

describe('account form schemas', () => {
  it('trims the email and the display name', () => {
    expect(
      validateForm(signUpForm, { displayName: ' Ada ', email: ' ada@x.io ', password: 'secret' }),
    ).toEqual({ ok: true, values: { displayName: 'Ada', email: 'ada@x.io', password: 'secret' } });
  });

  it('says what is wrong with each field of a sign-up', () => {
    expect(validateForm(signUpForm, { displayName: ' ', email: 'ada', password: '12345' })).toEqual(
      {
        ok: false,
        errors: {
          displayName: 'Enter the name people will see.',
          email: 'Enter an email address.',
          password: 'Use at least 6 characters.',
        },
      },
    );
    expect(
      validateForm(signUpForm, {
        displayName: 'a'.repeat(201),
        email: 'a@b.co',
        password: 'secret',
      }),
    ).toMatchObject({ ok: false, errors: { displayName: 'Use at most 200 characters.' } });
  });

  it('needs an email and a password to sign in, and an email for a reset', () => {
    expect(validateForm(signInForm, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Enter an email address.', password: 'Enter your password.' },
    });
    expect(validateForm(passwordResetForm, { email: 'x@y.io' })).toEqual({
      ok: true,
      values: { email: 'x@y.io' },
    });
  });
});
