import { userSignupWebhookRequest, type MessageResponse } from '@crewspace/common/api';
import { notifyAdminsOfSignup } from '../notifications/signup';
import { requireSelf } from './authenticate';
import type { Endpoint } from './endpoint';

/** POST /api/webhooks/user-signup: tells every admin that a new account awaits approval. */
export const userSignupWebhookEndpoint: Endpoint<typeof userSignupWebhookRequest, MessageResponse> =
  {
    schema: userSignupWebhookRequest,
    async handle({ caller, body }) {
      const { user } = body;
      requireSelf(caller, user.id);
      const told = await notifyAdminsOfSignup({ ...user, uid: user.id });
      return { message: `Notified ${told} admin${told === 1 ? '' : 's'}.` };
    },
  };
