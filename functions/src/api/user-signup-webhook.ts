import { userSignupWebhookRequest, type MessageResponse } from '@crewspace/common/api';
import { adminAuth } from '../lib/firebase';
import { notifyAdminsOfSignup } from '../notifications/signup';
import { requireSelf } from './authenticate';
import type { Endpoint } from './endpoint';

/**
 * POST /api/webhooks/user-signup: tells every admin that a new account awaits approval. The
 * body only names the account (it must be the caller's); what the admins read comes from the
 * caller's verified token and Auth record, never from the body.
 */
export const userSignupWebhookEndpoint: Endpoint<typeof userSignupWebhookRequest, MessageResponse> =
  {
    schema: userSignupWebhookRequest,
    async handle({ caller, body }) {
      requireSelf(caller, body.user.id);
      const record = await adminAuth.getUser(caller.uid);
      const told = await notifyAdminsOfSignup(
        {
          uid: caller.uid,
          email: caller.email ?? record.email ?? '',
          displayName: record.displayName ?? null,
        },
        'refresh',
      );
      return { message: `Notified ${told} admin${told === 1 ? '' : 's'}.` };
    },
  };
