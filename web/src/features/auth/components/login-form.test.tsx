import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createFakeAuth, renderWithFirebase } from '@/testing/firebase';
import type * as SessionModule from '../api/session';
import { AuthProvider } from '../auth-provider';
import { LoginForm } from './login-form';

const signInWithEmail = vi.hoisted(() => vi.fn<typeof SessionModule.signInWithEmail>());

vi.mock('../api/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  signInWithEmail,
}));

/** Auth refuses the sign-in with this code, as the SDK does. */
function refuseWith(code: string) {
  signInWithEmail.mockRejectedValueOnce(Object.assign(new Error(code), { code }));
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByRole('textbox', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.clear(screen.getByLabelText('Password'));
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  const onSigningIn = vi.fn();

  beforeEach(() => {
    // Each failed attempt is logged as a warning, as the app does.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInWithEmail.mockReset();
    onSigningIn.mockReset();
    const auth = createFakeAuth();
    auth.emit(null);
    renderWithFirebase(
      <MemoryRouter>
        <AuthProvider>
          <LoginForm onSigningIn={onSigningIn} />
        </AuthProvider>
      </MemoryRouter>,
      { auth },
    );
  });

  it('says the same for an unknown email and a wrong password', async () => {
    refuseWith('auth/user-not-found');
    await signIn('nobody@crewspace.test', 'whatever');
    const unknown = await screen.findByRole('alert');
    expect(unknown).toHaveTextContent('Failed to sign in.The email or password is wrong.');

    refuseWith('auth/wrong-password');
    await signIn('ada@crewspace.test', 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(unknown.textContent ?? '');
    expect(screen.queryByText(/no account/i)).not.toBeInTheDocument();
  });

  it('clears the failed attempt once a field error takes its place', async () => {
    refuseWith('auth/invalid-credential');
    await signIn('ada@crewspace.test', 'not-the-password');
    await screen.findByText('Failed to sign in.');

    await signIn('ada@crewspace.test', '');
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to sign in.')).not.toBeInTheDocument();
    expect(signInWithEmail).toHaveBeenCalledTimes(1);
  });

  it('lets the app fetch what comes next as a checked sign-in starts, not for a field error', async () => {
    signInWithEmail.mockResolvedValueOnce(undefined);
    await signIn('ada@crewspace.test', '');
    await screen.findByText('Enter your password.');
    expect(onSigningIn).not.toHaveBeenCalled();
    await signIn('ada@crewspace.test', 'secret');
    await vi.waitFor(() => expect(signInWithEmail).toHaveBeenCalledTimes(1));
    expect(onSigningIn).toHaveBeenCalledTimes(1);
  });
});
