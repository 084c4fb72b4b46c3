import { streamTokenRequest, type StreamTokenResponse } from '@crewspace/common/api';
import { streamServer } from '../chat/stream-server';
import { requireApproved, requireSelf } from './authenticate';
import type { Endpoint } from './endpoint';

/**
 * Chat tokens live an hour; the client's tokenProvider fetches a new one on expiry (code 40).
 * They carry `iat`, so a revocation (`revoke_tokens_issued_before`) can tell them apart.
 */
const CHAT_TOKEN_LIFETIME_SECONDS = 60 * 60;

export const streamTokenEndpoint: Endpoint<typeof streamTokenRequest, StreamTokenResponse> = {
  schema: streamTokenRequest,
  async handle({ caller, body }) {
    requireSelf(caller, body.userId);
    requireApproved(caller);
    const issuedAt = Math.floor(Date.now() / 1000);
    return {
      token: streamServer().createToken(
        body.userId,
        issuedAt + CHAT_TOKEN_LIFETIME_SECONDS,
        issuedAt,
      ),
    };
  },
};
