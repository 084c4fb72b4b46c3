/**
 * WebSocket fallback: in a browser whose WebSockets are refused, chat connects over the SDK's
 * long-poll transport (`enableWSFallback`) and sends and receives live with someone on a
 * WebSocket.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { refuseWebSockets, signIn, type ChatPage } from '../fixtures/chat';
import { demoLogin, uniqueName } from '../fixtures/stack';

const WORKSPACE_CHANNEL = /Crewspace Demo/;

/** Alice signed in where every WebSocket is closed as it opens. */
async function signInWithoutWebSockets(
  browser: Browser,
): Promise<{ chat: ChatPage; refused: () => number; longPolls: () => number }> {
  let refused = 0;
  let longPolls = 0;
  const chat = await signIn(browser, demoLogin('alice'), async (context) => {
    await refuseWebSockets(context, () => (refused += 1));
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/longpoll') longPolls += 1;
    });
  });
  return { chat, refused: () => refused, longPolls: () => longPolls };
}

describe('chat without WebSockets', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('falls back to long-polling and still sends and receives live', async () => {
    const [alice, bob] = await Promise.all([
      signInWithoutWebSockets(browser),
      signIn(browser, demoLogin('bob')),
    ]);
    await Promise.all([alice.chat.open(), bob.open()]);
    expect(alice.refused()).toBeGreaterThan(0);
    expect(alice.longPolls()).toBeGreaterThan(0);

    await alice.chat.channel(WORKSPACE_CHANNEL).click();
    await bob.channel(WORKSPACE_CHANNEL).click();
    const fromBob = uniqueName('over a socket');
    await bob.send(fromBob);
    await alice.chat.message(fromBob).waitFor();
    const fromAlice = uniqueName('over long-poll');
    await alice.chat.send(fromAlice);
    await bob.message(fromAlice).waitFor();
  });
});
