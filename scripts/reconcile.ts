/**
 * `npm run reconcile`: compares every workspace's members and roles with its chat team channel
 * on the local stack (`npm start`'s emulators and chat service), repairs what differs and prints
 * what it fixed. In production the scheduled `reconcileChat` function runs the same code
 * (functions/src/members/reconcile-team-channels.ts).
 */
import {
  LOCAL_PORTS,
  LOCAL_STREAM_API_KEY,
  LOCAL_STREAM_API_SECRET,
} from '@crewspace/common/local-config';
import { EMULATOR_CLIENT_ENV } from './lib/emulator-env';

Object.assign(process.env, EMULATOR_CLIENT_ENV);
// After the environment: the functions' admin app reads it when first imported.
const { describeReport, reconcileTeamChannels } =
  await import('../functions/src/members/reconcile-team-channels');
const { streamServerAt } = await import('../functions/src/chat/stream-server');
const chat = streamServerAt(
  LOCAL_STREAM_API_KEY,
  LOCAL_STREAM_API_SECRET,
  `http://127.0.0.1:${LOCAL_PORTS.chat}`,
);
try {
  console.info(describeReport(await reconcileTeamChannels(chat)));
} catch (error) {
  console.error(`Reconciliation failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
