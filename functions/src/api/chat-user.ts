import { chatUserRequest, type MessageResponse } from '@crewspace/common/api';
import { streamServer } from '../chat/stream-server';
import { HttpError } from './http-error';
import { requireSelf } from './authenticate';
import type { Endpoint } from './endpoint';

/** POST /api/tokens: creates or refreshes the caller's chat user (first sign-up). */
export const chatUserEndpoint: Endpoint<typeof chatUserRequest, MessageResponse> = {
  schema: chatUserRequest,
  async handle({ caller, body }) {
    requireSelf(caller, body.userId);
    try {
      await streamServer().upsertUser({
        id: body.userId,
        name: body.userName || undefined,
        image: body.userImage || undefined,
      });
    } catch (error) {
      console.error('Chat user upsert failed', error);
      throw new HttpError(502, 'chat-unavailable', 'The chat service did not accept the user.');
    }
    return { message: 'Chat user ready.' };
  },
};
