import { chatUserRequest, type MessageResponse } from '@crewspace/common/api';
import { streamServer } from '../chat/stream-server';
import { adminAuth, db } from '../lib/firebase';
import { HttpError } from './http-error';
import { requireSelf } from './authenticate';
import type { Endpoint } from './endpoint';

/**
 * POST /api/tokens: creates or refreshes the caller's chat user (first sign-up). The name and
 * image come from the caller's profile (users/{uid}, else their Auth record); the body's
 * userName and userImage are only a fallback for a profile that has neither, so nobody can
 * appear in chat under a name they did not give their account. Only an approved account (its
 * Auth record's `approved` claim, not the token's) gets a chat user here; for one awaiting
 * approval, or rejected, nothing is written and the answer says so (sign-up calls this before
 * approval, so a refusal would only be noise).
 */
export const chatUserEndpoint: Endpoint<typeof chatUserRequest, MessageResponse> = {
  schema: chatUserRequest,
  async handle({ caller, body }) {
    requireSelf(caller, body.userId);
    const [profile, record] = await Promise.all([
      db.collection('users').doc(caller.uid).get(),
      adminAuth.getUser(caller.uid),
    ]);
    if (record.customClaims?.approved !== true) {
      return { message: 'The chat user is set up once the account is approved.' };
    }
    const name = String(profile.get('displayName') ?? '') || record.displayName || body.userName;
    const image = String(profile.get('photoURL') ?? '') || record.photoURL || body.userImage;
    try {
      await streamServer().upsertUser({
        id: caller.uid,
        name: name || undefined,
        image: image || undefined,
      });
    } catch (error) {
      console.error('Chat user upsert failed', error);
      throw new HttpError(502, 'chat-unavailable', 'The chat service did not accept the user.');
    }
    return { message: 'Chat user ready.' };
  },
};
