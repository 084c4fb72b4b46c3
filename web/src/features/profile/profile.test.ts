import { ANONYMOUS_USER_NAME, DEFAULT_AVATAR_PATH } from '@crewspace/common/models';
import { toDisplayProfile, validateProfileInput } from './profile';

describe('toDisplayProfile', () => {
  it("shows 'Anonymous User' and the default avatar when name and photo are missing", () => {
    const profile = toDisplayProfile({
      uid: 'u1',
      email: 'a@b.c',
      displayName: '  ',
      photoURL: null,
    });
    expect(profile.displayName).toBe(ANONYMOUS_USER_NAME);
    expect(profile.photoURL).toBe(DEFAULT_AVATAR_PATH);
    expect(profile.hasPhoto).toBe(false);
  });

  it('keeps a real name and photo', () => {
    const profile = toDisplayProfile({
      uid: 'u1',
      email: 'a@b.c',
      displayName: 'Ada',
      photoURL: 'https://example.com/ada.png',
    });
    expect(profile).toMatchObject({
      displayName: 'Ada',
      photoURL: 'https://example.com/ada.png',
      hasPhoto: true,
    });
  });
});

describe('validateProfileInput', () => {
  it('accepts an empty photo and refuses a link that is not http(s)', () => {
    expect(validateProfileInput({ displayName: 'Ada', photoURL: '' })).toEqual({});
    expect(
      validateProfileInput({ displayName: 'Ada', photoURL: 'javascript:alert(1)' }).photoURL,
    ).toBeTruthy();
  });
});
