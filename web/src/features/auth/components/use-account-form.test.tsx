import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithFirebase } from '@/testing/firebase';
import { AuthProvider } from '../auth-provider';
import { signInForm } from '../auth-form-schemas';
import { useAccountForm } from './use-account-form';

function SignIn({
  loadSchema,
  action,
}: {
  loadSchema: () => Promise<typeof signInForm>;
  action: (values: { email: string; password: string }) => Promise<void>;
}) {
  const { field, form } = useAccountForm(loadSchema, { email: '', password: '' }, action);
  const email = field('email');
  const password = field('password');
  return (
    <form {...form}>
      <label>
        Email
        <input name="email" value={email.value} onChange={email.onChange} />
      </label>
      {email.error ? <p>{email.error}</p> : null}
      <label>
        Password
        <input name="password" value={password.value} onChange={password.onChange} />
      </label>
      {password.error ? <p>{password.error}</p> : null}
      <button type="submit">Sign in</button>
    </form>
  );
}

function setUp() {
  const loadSchema = vi.fn(() => Promise.resolve(signInForm));
  const action = vi.fn(() => Promise.resolve());
  renderWithFirebase(
    <AuthProvider>
      <SignIn loadSchema={loadSchema} action={action} />
    </AuthProvider>,
  );
  return { user: userEvent.setup(), loadSchema, action };
}

describe('useAccountForm', () => {
  it('leaves the form check unloaded until the visitor focuses the form', async () => {
    const { user, loadSchema } = setUp();
    expect(loadSchema).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Email'));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('checks the fields on submit, and sends the trimmed values once they pass', async () => {
    const { user, action } = setUp();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter an email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' }),
    );
  });

  it('still checks a submit that comes before any focus (autofill and Enter)', async () => {
    const { action } = setUp();
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form');
    form?.requestSubmit();
    expect(await screen.findByText('Enter an email address.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });
});
