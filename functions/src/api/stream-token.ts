import { streamTokenRequest, type StreamTokenResponse } from '@crewspace/common/api';
import { streamServer } from '../chat/stream-server';
import { requireApproved, requireSelf } from './authenticate';
import type { Endpoint } from './endpoint';

/** Chat tokens live an hour; the client's tokenProvider fetches a new one on expiry (code 40). */
const CHAT_TOKEN_LIFETIME_SECONDS = 60 * 60;

export const streamTokenEndpoint: Endpoint<typeof streamTokenRequest, StreamTokenResponse> = {
  schema: streamTokenRequest,
  async handle({ caller, body }) {
    requireSelf(caller, body.userId);
    requireApproved(caller);
    const expiresAt = Math.floor(Date.now() / 1000) + CHAT_TOKEN_LIFETIME_SECONDS;
    return { token: streamServer().createToken(body.userId, expiresAt) };
  },
};
