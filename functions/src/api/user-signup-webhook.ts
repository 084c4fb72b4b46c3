import { userSignupWebhookRequest, type MessageResponse } from '@crewspace/common/api';
import { adminAuth, db } from '../lib/firebase';
import { notifyAdminsOfSignup } from '../notifications/signup';
import { requireSelf } from './authenticate';
import type { Endpoint } from './endpoint';
import { HttpError } from './http-error';

/**
 * POST /api/webhooks/user-signup: tells every admin that a new account awaits approval. The
 * body only names the account (it must be the caller's); what the admins read comes from the
 * caller's verified token and Auth record, never from the body. Only an account still awaiting
 * approval may call it (or one so new that the auth trigger has not written its document yet):
 * an approved or declined account would otherwise put "awaits approval" back on the admins'
 * settled notices, or send them new ones at will.
 */
export const userSignupWebhookEndpoint: Endpoint<typeof userSignupWebhookRequest, MessageResponse> =
  {
    schema: userSignupWebhookRequest,
    async handle({ caller, body }) {
      requireSelf(caller, body.user.id);
      const user = await db.collection('users').doc(caller.uid).get();
      if (user.exists && user.get('approvalStatus') !== 'pending') {
        throw new HttpError(409, 'failed-precondition', 'This account is not awaiting approval.');
      }
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
