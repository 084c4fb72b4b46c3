import { LOCAL_STREAM_API_KEY, TEST_PORTS } from '@crewspace/common/local-config';
import { randomUUID } from 'node:crypto';
import { StreamChat } from 'stream-chat';
import { afterAll, describe, expect, it } from 'vitest';
import { chatServerClient } from '../testing/chat';
import { restoreChatAccess, revokeChatAccess } from './revoke-chat-access';

const chat = chatServerClient();
const userClients: StreamChat[] = [];

afterAll(async () => {
  await Promise.all(userClients.map((client) => client.disconnectUser()));
});

/** A browser-like client of `uid` with a fresh token; resolves once connected. */
async function connect(uid: string): Promise<StreamChat> {
  const client = new StreamChat(LOCAL_STREAM_API_KEY, {
    baseURL: `http://127.0.0.1:${TEST_PORTS.chat}`,
    allowServerSideConnect: true,
  });
  userClients.push(client);
  await client.connectUser(
    { id: uid },
    chat.createToken(uid, undefined, Math.floor(Date.now() / 1000)),
  );
  return client;
}

/** The Stream error code of a refused connection (the SDK throws its JSON). */
async function refusedCode(uid: string): Promise<number> {
  try {
    await connect(uid);
  } catch (error) {
    return (JSON.parse((error as Error).message) as { code: number }).code;
  }
  throw new Error(`${uid} connected`);
}

async function deactivatedAt(uid: string): Promise<string | undefined> {
  const { users } = await chat.queryUsers({ id: uid }, {}, { include_deactivated_users: true });
  return users[0]?.deactivated_at;
}

describe('revokeChatAccess and restoreChatAccess', () => {
  it('cut off an open connection and every new one, idempotently, until restored', async () => {
    const uid = `user-${randomUUID()}`;
    await chat.upsertUsers([{ id: uid }, { id: `${uid}-friend` }]);
    const channelId = `group-${randomUUID()}`;
    await chat
      .channel('messaging', channelId, { created_by_id: uid, members: [uid, `${uid}-friend`] })
      .create();
    const open = await connect(uid);
    await open.channel('messaging', channelId).watch();

    await revokeChatAccess(uid, chat);
    await expect.poll(() => open.wsConnection?.isHealthy).toBe(false);
    expect(await refusedCode(uid)).toBe(17);
    const since = await deactivatedAt(uid);
    expect(since).toEqual(expect.any(String));
    await revokeChatAccess(uid, chat);
    expect(await deactivatedAt(uid)).toBe(since);

    await restoreChatAccess(uid, chat);
    await restoreChatAccess(uid, chat);
    expect(await deactivatedAt(uid)).toBeUndefined();
    const back = await connect(uid);
    await back.channel('messaging', channelId).watch();
  });

  it('shuts out a user the chat service has not seen yet', async () => {
    const uid = `user-${randomUUID()}`;
    await revokeChatAccess(uid, chat);
    expect(await deactivatedAt(uid)).toEqual(expect.any(String));
    expect(await refusedCode(uid)).toBe(17);
    await restoreChatAccess(uid, chat);
    await connect(uid);
  });

  it('restores nothing for a user who was never cut off', async () => {
    const uid = `user-${randomUUID()}`;
    await restoreChatAccess(uid, chat);
    expect((await chat.queryUsers({ id: uid })).users).toEqual([]);
  });
});
