/** Every deployed function, by name. The logic lives in the modules they wrap. */
import * as functionsV1 from 'firebase-functions/v1';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { approveUser as approveUserHandler } from './admin/approve-user';
import { routeApi } from './api/router';
import { createUserRecords } from './auth/create-user-records';
import { streamApiSecret } from './config';
import { claimUsername as claimUsernameHandler } from './users/claim-username';

export const onUserCreated = functionsV1.auth.user().onCreate(async (user) => {
  await createUserRecords(user);
});

export const api = onRequest({ secrets: [streamApiSecret] }, async (req, res) => {
  const result = await routeApi({
    method: req.method,
    path: req.path,
    authorization: req.get('authorization'),
    rawBody: req.rawBody,
  });
  res.status(result.status).set(result.headers).json(result.body);
});

export const approveUser = onCall(approveUserHandler);

export const claimUsername = onCall(claimUsernameHandler);
