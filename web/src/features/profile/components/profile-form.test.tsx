import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase } from '@/testing/firebase';
import { ProfileProvider } from '../profile-provider';
import { ProfileForm } from './profile-form';
import type * as UserDocModule from '../api/user-doc';

const updateUserProfile = vi.hoisted(() =>
  vi.fn(async (_db: unknown, _uid: string, _changes: unknown) => undefined),
);

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);
vi.mock('../api/user-doc', async (importOriginal) => ({
  ...(await importOriginal<typeof UserDocModule>()),
  updateUserProfile,
}));

function renderForm() {
  const store = createFakeFirestore();
  renderWithFirebase(
    <ProfileProvider account={{ uid: 'u1', email: 'a@b.c', displayName: 'Ada', photoURL: null }}>
      <ProfileForm />
    </ProfileProvider>,
  );
  return store;
}

describe('ProfileForm', () => {
  it('saves the trimmed name and photo and says so', async () => {
    const store = renderForm();
    expect(store.docPaths()).toEqual(['users/u1']);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Display name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Display name' }), ' Ada L ');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Photo URL' }),
      'https://example.com/a.png',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(updateUserProfile).toHaveBeenCalledWith(expect.anything(), 'u1', {
      displayName: 'Ada L',
      photoURL: 'https://example.com/a.png',
    });
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  });

  it('refuses a photo link that is not http(s)', async () => {
    updateUserProfile.mockClear();
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Photo URL' }), 'ftp://x');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Use a link that starts with https://')).toBeInTheDocument();
    expect(updateUserProfile).not.toHaveBeenCalled();
  });
});
