import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as AuthSdk from 'firebase/auth';
import { MemoryRouter } from 'react-router-dom';
import { createFakeAuth, renderWithFirebase } from '@/testing/firebase';
import { AuthProvider } from '../auth-provider';
import { ForgotPasswordForm } from './forgot-password-form';

const sendPasswordResetEmail = vi.hoisted(() => vi.fn<typeof AuthSdk.sendPasswordResetEmail>());

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthSdk>()),
  sendPasswordResetEmail,
}));

describe('ForgotPasswordForm', () => {
  it('answers an address with no account as it answers one with an account', async () => {
    sendPasswordResetEmail.mockRejectedValueOnce(
      Object.assign(new Error('EMAIL_NOT_FOUND'), { code: 'auth/user-not-found' }),
    );
    const auth = createFakeAuth();
    auth.emit(null);
    renderWithFirebase(
      <MemoryRouter>
        <AuthProvider>
          <ForgotPasswordForm />
        </AuthProvider>
      </MemoryRouter>,
      { auth },
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nobody@crewspace.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses nobody@crewspace.test, a link to reset its password is on its way.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
