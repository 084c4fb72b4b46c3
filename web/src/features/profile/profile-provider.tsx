/**
 * The signed-in user's profile (users/{uid}, live), with display fallbacks: 'Anonymous User' for
 * a missing name and the bundled default avatar for a missing photo.
 */
import { createContext, use, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useUserDoc } from './api/use-user-doc';
import type { UserProfile } from './api/user-doc';
import { toDisplayProfile, type DisplayProfile, type ProfileSource } from './profile';

export interface ProfileContextValue {
  profile: DisplayProfile;
  /** The stored document; null while it loads or before the auth trigger writes it. */
  doc: UserProfile | null;
}

const ProfileContext = createContext<ProfileContextValue | null>(null);

export interface ProfileProviderProps {
  /** The signed-in account, used until the user document arrives. */
  account: ProfileSource;
  children: ReactNode;
}

export function ProfileProvider({ account, children }: ProfileProviderProps) {
  const live = useUserDoc(account.uid);
  const doc = live.status === 'ready' ? live.data : null;
  const { uid, email, displayName, photoURL } = account;
  const value = useMemo<ProfileContextValue>(
    () => ({
      doc,
      profile: toDisplayProfile(doc ?? { uid, email, displayName, photoURL }),
    }),
    [doc, uid, email, displayName, photoURL],
  );
  return <ProfileContext value={value}>{children}</ProfileContext>;
}

export function useProfile(): ProfileContextValue {
  const value = use(ProfileContext);
  if (!value) throw new Error('useProfile must be used inside <ProfileProvider>.');
  return value;
}
