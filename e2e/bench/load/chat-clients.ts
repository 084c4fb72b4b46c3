/**
 * Chat clients of the test stack's chat emulator: the server client (seeding, the audit) and one
 * user client per member, as the app makes it, connected with a token from the functions'
 * `POST /api/stream/token` (the member's Firebase ID token), so the endpoint's checks apply.
 */
import {
  LOCAL_STREAM_API_KEY,
  LOCAL_STREAM_API_SECRET,
  TEST_PORTS,
  TEST_PROJECT_ID,
} from '@crewspace/common/local-config';
import { StreamChat } from 'stream-chat';

const CHAT_URL = `http://127.0.0.1:${TEST_PORTS.chat}`;
const TOKEN_URL = `http://127.0.0.1:${TEST_PORTS.functions}/${TEST_PROJECT_ID}/us-central1/api/stream/token`;

export function serverChat(): StreamChat {
  return new StreamChat(LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET, { baseURL: CHAT_URL });
}

async function streamToken(userId: string, idToken: string): Promise<string> {
  const response = await fetch(TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ userId }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (!response.ok || typeof body.token !== 'string') {
    throw new Error(`Stream token for ${userId}: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.token;
}

/**
 * A member's chat client, connected, watching their channels as the app's chat does on connect
 * (their channels, most recent first, 30 at most).
 */
export async function connectMemberChat(
  user: { id: string; name: string; image: string },
  idToken: () => Promise<string>,
): Promise<StreamChat> {
  // The app's timeout; allowServerSideConnect because these browsers are a Node process.
  const client = new StreamChat(LOCAL_STREAM_API_KEY, {
    baseURL: CHAT_URL,
    timeout: 10_000,
    allowServerSideConnect: true,
  });
  await client.connectUser(user, async () => streamToken(user.id, await idToken()));
  await client.queryChannels({ members: { $in: [user.id] } }, [{ last_message_at: -1 }], {
    limit: 30,
    watch: true,
    state: true,
  });
  return client;
}
