/**
 * What a first sign-up sets up besides the account: the chat user (POST /api/tokens; only the ok
 * status matters) and the admins' sign-up notification (POST /api/webhooks/user-signup,
 * fire-and-forget). Neither failure blocks the user; both are only logged.
 */
import type {
  ChatUserRequest,
  MessageResponse,
  UserSignupWebhookRequest,
} from '@crewspace/common/api';
import { DEFAULT_AVATAR_PATH } from '@crewspace/common/models';
import { apiPost } from '@/lib/api-client';

export interface NewAccount {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  provider: 'password' | 'google';
}

function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

export async function initializeChatUser(account: NewAccount): Promise<void> {
  const request: ChatUserRequest = {
    userId: account.uid,
    userName: account.displayName ?? '',
    userImage: account.photoURL || absoluteUrl(DEFAULT_AVATAR_PATH),
  };
  try {
    await apiPost<MessageResponse>('/tokens', request);
  } catch (error) {
    console.error('Failed to initialize Stream Chat user', error);
  }
}

export async function notifyAdminsOfSignup(account: NewAccount): Promise<void> {
  const request: UserSignupWebhookRequest = {
    user: {
      id: account.uid,
      email: account.email,
      displayName: account.displayName,
      createdAt: new Date().toISOString(),
    },
  };
  try {
    const { message } = await apiPost<MessageResponse>('/webhooks/user-signup', request);
    console.info(message);
  } catch (error) {
    console.error('User sign-up webhook failed', error);
  }
}

/** Starts the set-up of a new account without waiting for it. */
export function initializeAccount(account: NewAccount): Promise<void> {
  const tasks = [initializeChatUser(account)];
  // Google accounts are approved at once; only email sign-ups wait for an admin.
  if (account.provider === 'password') tasks.push(notifyAdminsOfSignup(account));
  return Promise.all(tasks).then(() => undefined);
}

/**
 * The auth trigger runs when the account is created, before the sign-up form sets the display
 * name, so users/{uid} starts with the email's local part. Returns the name to write into the
 * document (the Auth profile's), or null when the document already has a chosen name.
 */
export function displayNameToSync(
  doc: { displayName: string; email: string },
  authDisplayName: string | null,
): string | null {
  const wanted = authDisplayName?.trim();
  if (!wanted || doc.displayName === wanted) return null;
  const triggerDefault = (doc.email ?? '').split('@')[0] ?? '';
  return doc.displayName === '' || doc.displayName === triggerDefault ? wanted : null;
}
