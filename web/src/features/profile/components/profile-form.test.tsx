import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase } from '@/testing/firebase';
import { formatDateTime } from '@/lib/format-time';
import { ProfileChangeLimitError } from '../profile-changes';
import { ProfileProvider } from '../profile-provider';
import { ProfileForm } from './profile-form';
import type * as UserDocModule from '../api/user-doc';

const updateUserProfile = vi.hoisted(() =>
  vi.fn(async (_db: unknown, _uid: string, _changes: unknown, _current: unknown) => undefined),
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
      'https://lh3.googleusercontent.com/a/ada',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(updateUserProfile).toHaveBeenCalledWith(
      expect.anything(),
      'u1',
      { displayName: 'Ada L', photoURL: 'https://lh3.googleusercontent.com/a/ada' },
      expect.objectContaining({ profileChanges: {} }),
    );
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  });

  it('refuses a photo from anywhere but a Google account or the app', async () => {
    updateUserProfile.mockClear();
    renderForm();
    for (const link of ['ftp://x', 'https://tracker.example/pixel.png']) {
      await userEvent.clear(screen.getByRole('textbox', { name: 'Photo URL' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Photo URL' }), link);
      await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
      expect(
        screen.getByText(
          'Use a Google account photo (a link to …googleusercontent.com), or leave it empty.',
        ),
      ).toBeInTheDocument();
    }
    expect(updateUserProfile).not.toHaveBeenCalled();
  });

  it('says when the day’s 10 changes are used up, and when the next one is possible', async () => {
    const freeAt = new Date('2026-11-29T09:30:00Z');
    updateUserProfile.mockRejectedValueOnce(new ProfileChangeLimitError(freeAt));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Display name' }), ' again');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Too many changes today')).toBeInTheDocument();
    expect(
      screen.getByText(/can change 10 times in 24 hours\. You can change them again after/),
    ).toHaveTextContent(formatDateTime(freeAt));
    expect(screen.queryByText('Profile saved.')).toBeNull();
  });
});
