import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFirestore } from '../../../testing/fake-firestore';
import { ProfileProvider } from '../profile-provider';
import { ProfileForm } from './profile-form';

const fake = vi.hoisted(() => ({ store: null as ReturnType<typeof createFakeFirestore> | null }));
const updateUserProfile = vi.hoisted(() =>
  vi.fn(async (_uid: string, _changes: unknown) => undefined),
);

vi.mock(
  '../../../lib/firebase/refs',
  async () => (await import('../../../testing/fake-firestore')).fakeRefs,
);
vi.mock('../../../lib/firebase/firestore', () => ({
  listenToDoc: (...args: Parameters<ReturnType<typeof createFakeFirestore>['listenToDoc']>) =>
    fake.store!.listenToDoc(...args),
  updateUserProfile,
}));

describe('ProfileForm', () => {
  it('saves the trimmed name and photo and says so', async () => {
    fake.store = createFakeFirestore();
    render(
      <ProfileProvider account={{ uid: 'u1', email: 'a@b.c', displayName: 'Ada', photoURL: null }}>
        <ProfileForm />
      </ProfileProvider>,
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Display name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Display name' }), ' Ada L ');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Photo URL' }),
      'https://example.com/a.png',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(updateUserProfile).toHaveBeenCalledWith('u1', {
      displayName: 'Ada L',
      photoURL: 'https://example.com/a.png',
    });
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  });

  it('refuses a photo link that is not http(s)', async () => {
    fake.store = createFakeFirestore();
    updateUserProfile.mockClear();
    render(
      <ProfileProvider account={{ uid: 'u1', email: 'a@b.c', displayName: 'Ada', photoURL: null }}>
        <ProfileForm />
      </ProfileProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Photo URL' }), 'ftp://x');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Use a link that starts with https://')).toBeInTheDocument();
    expect(updateUserProfile).not.toHaveBeenCalled();
  });
});
