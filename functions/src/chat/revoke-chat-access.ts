/**
 * Ending and restoring a person's chat access when an admin rejects, revokes or re-approves
 * their account. Stream documents deactivation for this: "deactivated users cannot connect to
 * Stream Chat or send or receive messages", whatever token they hold, so a fresh token from a
 * stale session does not help either; reactivation undoes it (token revocation alone would not:
 * the token endpoint would hand out a new one). Both are idempotent and read the user first
 * (Stream's `queryUsers` leaves deactivated users out unless asked).
 */
import type { StreamChat, UserResponse } from 'stream-chat';
import { streamServer } from './stream-server';

async function chatUser(chat: StreamChat, uid: string): Promise<UserResponse | undefined> {
  const { users } = await chat.queryUsers(
    { id: uid },
    {},
    { limit: 1, include_deactivated_users: true },
  );
  return users[0];
}

/**
 * Deactivates the user's chat account, which also closes their open connections. A user the
 * chat service has not seen yet is created deactivated, so a later sign-in cannot start fresh.
 */
export async function revokeChatAccess(uid: string, chat = streamServer()): Promise<void> {
  const user = await chatUser(chat, uid);
  if (user?.deactivated_at) return;
  if (!user) await chat.upsertUser({ id: uid });
  await chat.deactivateUser(uid);
}

/** Reactivates a deactivated chat account; anything else is left as it is. */
export async function restoreChatAccess(uid: string, chat = streamServer()): Promise<void> {
  const user = await chatUser(chat, uid);
  if (user?.deactivated_at) await chat.reactivateUser(uid);
}
