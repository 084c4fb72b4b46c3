/**
 * The chat service restarts under two signed-in people (one on long-poll, one on a WebSocket):
 * both show the loss, reconnect on their own, keep every message and chat live again, and the
 * pages raise no uncaught error (web/src/features/chat/connection-recovery.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from '../fixtures/browser';
import {
  refuseWebSockets,
  restartChatEmulator,
  seedWorkspace,
  signIn,
  type ChatPage,
} from '../fixtures/chat';
import { demoLogin, uidByEmail, uniqueName } from '../fixtures/stack';

const ALICE = 'Alice Example';
const BOB = 'Bob Example';
/**
 * Longer than the SDK's 5 s grace before it reports a lost connection (`connection.changed`),
 * so the chat area really shows it was offline before it shows Connected again.
 */
const DOWN_MS = 6_000;

/** Each text is shown exactly once in the open conversation. */
async function showsOnce(chat: ChatPage, texts: string[]) {
  for (const text of texts) {
    await chat.message(text).waitFor();
    await expect.poll(() => chat.message(text).count()).toBe(1);
  }
}

describe('chat across a chat emulator restart', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('both users reconnect (long-poll and WebSocket), every earlier message is kept, and a new one arrives live', async () => {
    const [aliceUid, bobUid] = await Promise.all([
      uidByEmail(demoLogin('alice').email),
      uidByEmail(demoLogin('bob').email),
    ]);
    const workspace = await seedWorkspace([
      { uid: aliceUid, displayName: ALICE, role: 'owner' },
      { uid: bobUid, displayName: BOB, role: 'member' },
    ]);
    // Alice's WebSockets are refused, so she chats over the SDK's long-poll fallback; Bob is on a
    // WebSocket. Both transports must come back.
    const [alice, bob] = await Promise.all([
      signIn(browser, demoLogin('alice'), (context) => refuseWebSockets(context)),
      signIn(browser, demoLogin('bob')),
    ]);
    const people = [alice, bob];
    const pageErrors = people.map((chat) => trackPageErrors(chat.page));
    await Promise.all(people.map((chat) => chat.open()));
    await Promise.all(people.map((chat) => chat.channel(workspace.name).click()));

    const before = [uniqueName('before the restart, alice'), uniqueName('before the restart, bob')];
    await alice.send(before[0] as string);
    await bob.message(before[0] as string).waitFor();
    await bob.send(before[1] as string);
    await alice.message(before[1] as string).waitFor();

    const wentOffline = people.map((chat) =>
      chat.connectionStatus('Offline, reconnecting…').waitFor({ timeout: 30_000 }),
    );
    const imported = await restartChatEmulator({ downMs: DOWN_MS });
    expect(imported.messages).toBeGreaterThanOrEqual(2);
    await Promise.all(wentOffline);
    // The SDK retries with growing pauses (up to 25 s), so allow for a slow first success.
    await Promise.all(
      people.map((chat) => chat.connectionStatus('Connected').waitFor({ timeout: 40_000 })),
    );
    for (const chat of people) await showsOnce(chat, before);

    const after = uniqueName('after the restart, alice');
    await alice.send(after);
    await bob.message(after).waitFor();
    const reply = uniqueName('after the restart, bob');
    await bob.send(reply);
    await alice.message(reply).waitFor();

    // A reload reads the conversation from the restarted emulator, not from the SDK's memory.
    await Promise.all(people.map((chat) => chat.page.reload()));
    for (const chat of people) {
      await chat.connectionStatus('Connected').waitFor();
      await chat.channel(workspace.name).click();
      await showsOnce(chat, [...before, after, reply]);
    }
    expect(pageErrors.flat()).toEqual([]);
  }, 150_000);
});
