import { userSignupWebhookRequest, type MessageResponse } from '@crewspace/common/api';
import { db } from '../lib/firebase';
import { notify } from '../notifications/notify';
import { requireSelf } from './authenticate';
import type { Endpoint } from './endpoint';

const MAX_ADMINS_NOTIFIED = 100;

/**
 * POST /api/webhooks/user-signup: tells every admin that a new account awaits approval.
 * One notification per admin and new user (stable ids), so a repeated call adds nothing.
 */
export const userSignupWebhookEndpoint: Endpoint<typeof userSignupWebhookRequest, MessageResponse> =
  {
    schema: userSignupWebhookRequest,
    async handle({ caller, body }) {
      const { user } = body;
      requireSelf(caller, user.id);
      const admins = await db
        .collection('users')
        .where('role', '==', 'admin')
        .limit(MAX_ADMINS_NOTIFIED)
        .get();
      const who = user.displayName ? `${user.displayName} (${user.email})` : user.email;
      await Promise.all(
        admins.docs.map((admin) =>
          notify(
            {
              userId: admin.id,
              type: 'user-signup',
              title: 'New account awaits approval',
              body: `${who} signed up and is waiting for approval.`,
              link: '/admin',
              subjectUserId: user.id,
            },
            `signup_${user.id}_${admin.id}`,
          ),
        ),
      );
      return { message: `Notified ${admins.size} admin${admins.size === 1 ? '' : 's'}.` };
    },
  };
