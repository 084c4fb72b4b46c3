/**
 * The chat emulator for this feature's tests: started in-process on a free port for the test
 * file, with a server client (creates users, tokens and server-side changes) and real SDK user
 * clients; everything is closed after the file.
 */
import { LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET } from '@crewspace/common/local-config';
import { startChatEmulator, type ChatEmulator } from '@crewspace/chat-emulator/server';
import { StreamChat, type UserResponse } from 'stream-chat';
import { afterAll, beforeAll } from 'vitest';

export interface ChatEmulatorHarness {
  readonly emulator: ChatEmulator;
  /** The server-side client (API secret). */
  readonly server: StreamChat;
  /** A new, unconnected user-side client. */
  client(): StreamChat;
  /** A user-side client connected as `id` with a token from the server client. */
  connect(id: string): Promise<StreamChat>;
  /**
   * A direct (no id: the distinct channel of its members) or group chat made server-side, as our
   * API makes them (no client creates `messaging` channels); answers its id.
   */
  messaging(createdBy: string, members: string[], id?: string, name?: string): Promise<string>;
}

export function setUpChatEmulator(users: UserResponse[]): ChatEmulatorHarness {
  let emulator: ChatEmulator | undefined;
  let server: StreamChat | undefined;
  const connected: StreamChat[] = [];
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The chat emulator has not started (use it inside a test)');
    return value;
  };

  beforeAll(async () => {
    emulator = await startChatEmulator({ port: 0 });
    server = new StreamChat(LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET, {
      baseURL: emulator.url,
    });
    await server.upsertUsers(users);
  });

  afterAll(async () => {
    await Promise.all(connected.map((client) => client.disconnectUser()));
    await emulator?.close();
  });

  const harness: ChatEmulatorHarness = {
    get emulator() {
      return started(emulator);
    },
    get server() {
      return started(server);
    },
    client: () => new StreamChat(LOCAL_STREAM_API_KEY, { baseURL: harness.emulator.url }),
    async connect(id) {
      const client = harness.client();
      connected.push(client);
      await client.connectUser({ id }, harness.server.createToken(id));
      return client;
    },
    async messaging(createdBy, members, id, name) {
      const data = { members, created_by_id: createdBy, ...(name ? { name } : {}) };
      const channel =
        id === undefined
          ? harness.server.channel('messaging', data)
          : harness.server.channel('messaging', id, data);
      await channel.create();
      return channel.id ?? '';
    },
  };
  return harness;
}
