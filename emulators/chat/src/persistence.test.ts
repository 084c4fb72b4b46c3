import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamChat, type AppSettings } from 'stream-chat';
import { afterAll, describe, expect, it } from 'vitest';
import { startChatEmulator } from './server';
import { knownGrants, setupStreamApp } from './setup';
import { API_KEY, API_SECRET, useEmulator } from './test/harness';

describe('persistence', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('exports state and uploads, and a new emulator imports them', async () => {
    const exportDir = await mkdtemp(join(tmpdir(), 'chat-export-'));
    dirs.push(exportDir);
    const first = await startChatEmulator({ port: 0 });
    const server = new StreamChat(API_KEY, API_SECRET, { baseURL: first.url });
    await server.upsertUser({ id: 'alice', name: 'Alice' });
    const channel = server.channel('messaging', 'kept', {
      created_by_id: 'alice',
      members: ['alice'],
    });
    await channel.create();
    await channel.sendMessage({ text: 'survives restarts', user_id: 'alice' });
    const { poll } = await server.createPoll(
      { name: 'Kept?', options: [{ text: 'yes' }] },
      'alice',
    );
    await channel.sendMessage({ text: 'poll', poll_id: poll.id, user_id: 'alice' });
    const upload = await channel.sendFile(
      Buffer.from('hello') as unknown as File,
      'note.txt',
      'text/plain',
      {
        id: 'alice',
      },
    );
    await first.exportTo(exportDir);
    await first.close();

    const second = await startChatEmulator({ port: 0, importDir: exportDir });
    try {
      const again = new StreamChat(API_KEY, API_SECRET, { baseURL: second.url });
      const state = await again.channel('messaging', 'kept').query({ messages: { limit: 5 } });
      expect(state.messages.map((m) => m.text)).toEqual(['survives restarts', 'poll']);
      expect(state.messages[1]?.poll?.name).toBe('Kept?');
      expect(state.members.map((m) => m.user?.name)).toEqual(['Alice']);
      const path = new URL(upload.file as string).pathname;
      expect(await (await fetch(`${second.url}${path}`)).text()).toBe('hello');
    } finally {
      await second.close();
    }
  });
});

describe('reset and health endpoints', () => {
  const h = useEmulator();

  it('reports health and empties state on reset', async () => {
    await h.server.upsertUser({ id: 'alice' });
    const health = await (await fetch(`${h.emulator.url}/_emulator/health`)).json();
    expect(health).toMatchObject({ status: 'ok', users: 1 });
    expect((await fetch(`${h.emulator.url}/_emulator/reset`, { method: 'POST' })).status).toBe(200);
    expect((await h.server.queryUsers({ id: 'alice' })).users).toEqual([]);
  });
});

describe('setup script', () => {
  const h = useEmulator();

  it('creates roles, the community type and grants, turns polls on, and can run twice', async () => {
    const lines: string[] = [];
    // As on a fresh Stream app, where polls are off for every type and anyone searches users.
    await h.server.updateChannelType('messaging', { polls: false });
    await h.server.updateAppSettings({ user_search_disallowed_roles: [] } as AppSettings);
    await setupStreamApp(h.server, (line) => lines.push(line));
    await setupStreamApp(h.server, (line) => lines.push(line));
    // admin is built in; the second run creates nothing.
    expect(lines.filter((line) => line.startsWith('created'))).toEqual([
      'created role owner',
      'created role moderator',
      'created role member',
      'created role viewer',
    ]);
    const community = await h.server.getChannelType('community');
    expect(community.grants?.member).toEqual(
      expect.arrayContaining(['create-message', 'read-channel']),
    );
    expect(community.grants?.viewer).toEqual([
      'read-channel',
      'read-channel-members',
      'mute-channel',
      'flag-message',
      'remove-own-channel-membership',
      'query-poll-votes',
    ]);
    expect(community.grants?.member).toEqual(
      expect.arrayContaining(['create-poll', 'cast-poll-vote']),
    );
    for (const type of ['messaging', 'team', 'community']) {
      expect((await h.server.getChannelType(type)).polls).toBe(true);
    }
    expect(lines.some((line) => line.startsWith('skipped'))).toBe(false);
    // The app-level `user` role: no "-owner" grants; channels only of the types clients create.
    expect(community.grants?.user).toEqual(['create-channel']);
    const messaging = await h.server.getChannelType('messaging');
    expect(messaging.grants?.user).toEqual([]);
    // Direct and group chats change members server-side only (shared workspaces).
    for (const role of ['owner', 'admin', 'moderator', 'channel_moderator']) {
      expect(messaging.grants?.[role], role).not.toContain('update-channel-members');
    }
    expect(community.grants?.moderator).toContain('update-channel-members');
    expect((await h.server.getChannelType('team')).grants?.user).toEqual([]);
    expect((await h.server.getAppSettings()).app).toMatchObject({
      user_search_disallowed_roles: ['user'],
    });
    expect(lines).toContain('user search refused to roles user');
    const roles = (await h.server.listRoles()).roles.map((role) => role.name);
    expect(roles).toEqual(
      expect.arrayContaining(['owner', 'admin', 'moderator', 'member', 'viewer']),
    );
    // Without a webhook URL the app's webhook is left alone.
    expect((await h.server.getAppSettings()).app?.webhook_url).toBeUndefined();
  });

  it("points the app's webhook at the given URL, for the events the functions act on", async () => {
    const lines: string[] = [];
    const webhookUrl = 'https://crewspace.example/api/webhooks/stream';
    await setupStreamApp(h.server, (line) => lines.push(line), { webhookUrl });
    const { app } = await h.server.getAppSettings();
    expect(app).toMatchObject({
      webhook_url: webhookUrl,
      webhook_events: ['message.new', 'message.updated', 'message.deleted'],
    });
    expect(lines).toContain(
      `webhook ${webhookUrl} receives message.new, message.updated, message.deleted`,
    );
  });
});

describe('setup script on an app that lacks a permission', () => {
  it('grants only the permission ids the app lists, and says which it skipped', () => {
    const lines: string[] = [];
    const grants = knownGrants(
      { member: ['read-channel', 'cast-poll-vote'], viewer: ['read-channel'] },
      new Set(['read-channel']),
      (line) => lines.push(line),
    );
    expect(grants).toEqual({ member: ['read-channel'], viewer: ['read-channel'] });
    expect(lines).toEqual(['skipped permissions this app does not know: cast-poll-vote']);
  });
});
