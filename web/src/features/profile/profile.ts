/** What the profile context shows: never an empty name or a missing picture. */
import {
  ANONYMOUS_USER_NAME,
  DEFAULT_AVATAR_PATH,
  isAllowedPhotoURL,
} from '@crewspace/common/models';

export interface ProfileSource {
  uid: string;
  email: string;
  displayName: string | null | undefined;
  photoURL: string | null | undefined;
}

export interface DisplayProfile {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  /** True when the user has chosen a picture (not the default avatar). */
  hasPhoto: boolean;
}

export function toDisplayProfile(source: ProfileSource): DisplayProfile {
  const displayName = source.displayName?.trim() || ANONYMOUS_USER_NAME;
  const photo = source.photoURL?.trim();
  const hasPhoto = Boolean(photo) && photo !== DEFAULT_AVATAR_PATH;
  return {
    uid: source.uid,
    email: source.email,
    displayName,
    photoURL: hasPhoto && photo ? photo : DEFAULT_AVATAR_PATH,
    hasPhoto,
  };
}

/**
 * Checks an edited profile; returns field errors (empty when valid). A photo kept as it is stored
 * (`storedPhotoURL`) is not judged again: older links stay until the user changes them.
 */
export function validateProfileInput(
  input: { displayName: string; photoURL: string },
  storedPhotoURL?: string,
): {
  displayName?: string;
  photoURL?: string;
} {
  const errors: { displayName?: string; photoURL?: string } = {};
  if (input.displayName.trim().length > 200) errors.displayName = 'Use at most 200 characters.';
  const photo = input.photoURL.trim();
  if (photo.length > 2048) errors.photoURL = 'That link is too long.';
  else if (photo !== storedPhotoURL && !isAllowedPhotoURL(photo)) {
    errors.photoURL =
      'Use a Google account photo (a link to …googleusercontent.com), or leave it empty.';
  }
  return errors;
}
