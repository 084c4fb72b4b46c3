/** The profile feature's public surface: the signed-in user's profile, its page parts and menu. */
export { ProfileProvider, useProfile, type ProfileContextValue } from './profile-provider';
export { ProfileForm } from './components/profile-form';
export { ProfileMenu } from './components/profile-menu';
export { updateUserProfile, userRef, usersCollection, type UserProfile } from './api/user-doc';
export type { DisplayProfile } from './profile';
