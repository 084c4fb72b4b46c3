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
  it('accepts an empty photo, the app’s files and Google photos, and refuses other links', () => {
    for (const photoURL of ['', '/favicon.svg', 'https://lh3.googleusercontent.com/a/ada']) {
      expect(validateProfileInput({ displayName: 'Ada', photoURL })).toEqual({});
    }
    for (const photoURL of [
      'javascript:alert(1)',
      'https://example.com/ada.png',
      '//example.com/ada.png',
      'https://lh3.googleusercontent.com.example.com/ada.png',
    ]) {
      expect(validateProfileInput({ displayName: 'Ada', photoURL }).photoURL).toBeTruthy();
    }
  });

  it('keeps a stored photo from before without judging it again', () => {
    const old = 'https://example.com/ada.png';
    expect(validateProfileInput({ displayName: 'Ada', photoURL: old }, old)).toEqual({});
  });
});
