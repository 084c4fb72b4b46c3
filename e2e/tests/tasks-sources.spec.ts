/**
 * Tasks made from anything, linked both ways, against the full stack. The owner makes a task
 * from a chat message, from two elements selected on a canvas and from a calendar event (the
 * event at 375 px): each task is stored with its source, each source shows its task as a chip
 * linking to the task, and each source link read from the task document leads back to the
 * message, the canvas zoomed to the elements and the event. A viewer is offered none of it.
 * (A video comment's task, with its two-way resolve, is the journey of tasks-from-review.)
 */
import { taskHref, taskSourceHref } from '@crewspace/common/links';
import type { TaskSource } from '@crewspace/common/tasks';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from '../fixtures/browser';
import { CanvasEditorPage } from '../fixtures/canvases';
import { ChatPage } from '../fixtures/chat';
import { ContentSeed, todayAtUtc } from '../fixtures/content';
import { watchPage } from '../fixtures/page-checks';
import { adminApp, seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';
import { expectChipLinksToTask, makeTask, storedTask, taskChip } from '../fixtures/tasks';

describe('tasks from anything', () => {
  let browser: Browser;
  let team: Team;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('makes tasks from a chat message, a canvas selection and an event, and follows each link back', async () => {
    const ws = team.workspaceId;
    const seed = new ContentSeed(ws, team.owner.uid);
    const canvasId = seed.canvas(uniqueName('Launch board'));
    const eventTitle = uniqueName('Launch review');
    const eventId = seed.event(eventTitle, todayAtUtc(10));
    await seed.commit();
    const workspaceName = String(
      (await getFirestore(adminApp()).collection('workspaces').doc(ws).get()).get('name'),
    );

    const owner = await signInTo(browser, team.owner, ws);
    const noise = watchPage(owner.page);
    const page = owner.page;

    // A chat message of the workspace's channel.
    const chat = new ChatPage(page);
    await chat.open();
    await chat.channel(workspaceName).click();
    const text = `Ship the launch notes ${Date.now()}`;
    await chat.send(text);
    await chat.message(text).waitFor();
    await chat.openMessageActions(text);
    await page.getByRole('menuitem', { name: 'Make a task' }).click();
    const fromMessage = page.getByRole('dialog', { name: 'Make a task' });
    expect(await fromMessage.getByLabel('Title').inputValue()).toBe(text);
    await makeTask(page, 'Write the launch notes');
    await page
      .getByRole('dialog', { name: 'Task made' })
      .getByRole('button', { name: 'Close' })
      .click();
    const messageTask = await storedTask(ws, 'Write the launch notes');
    const messageSource = messageTask.data.source as Extract<TaskSource, { kind: 'message' }>;
    expect(messageSource).toMatchObject({ kind: 'message', excerpt: text });
    expect(messageSource.ref.cid).toMatch(/^[a-z]+:/);
    expect(messageTask.data).toMatchObject({ status: 'todo', createdBy: team.owner.uid });
    const messageRow = chat.conversation.locator('li', { hasText: text });
    await expectChipLinksToTask(messageRow, ws, messageTask);

    // Two elements selected on a canvas.
    await page.goto(`/w/${ws}/canvases/${canvasId}`);
    const canvas = new CanvasEditorPage(page);
    await canvas.ready();
    await canvas.draw('r', [300, 120], [420, 200]);
    await canvas.draw('o', [480, 140], [560, 220]);
    await canvas.saved.waitFor();
    // Nothing selected (a click on an empty spot): nothing to make a task from.
    const box = await canvas.surface.boundingBox();
    await page.mouse.click(box!.x + 650, box!.y + 400);
    const makeFromCanvas = page.getByRole('button', { name: 'Make a task' });
    await expect.poll(() => makeFromCanvas.isDisabled()).toBe(true);
    await page.locator('.excalidraw-container').focus();
    await page.keyboard.press('Control+a');
    await expect.poll(() => makeFromCanvas.isDisabled()).toBe(false);
    await makeFromCanvas.click();
    await makeTask(page, 'Refine the launch board');
    await page
      .getByRole('dialog', { name: 'Task made' })
      .getByRole('button', { name: 'Close' })
      .click();
    const canvasTask = await storedTask(ws, 'Refine the launch board');
    const canvasSource = canvasTask.data.source as Extract<TaskSource, { kind: 'canvas' }>;
    expect(canvasSource.kind).toBe('canvas');
    expect(canvasSource.ref.canvasId).toBe(canvasId);
    const elements = await getFirestore(adminApp())
      .collection(`workspaces/${ws}/canvases/${canvasId}/elements`)
      .get();
    expect([...canvasSource.ref.elementIds].sort()).toEqual(
      elements.docs.map((element) => element.id).sort(),
    );
    expect(canvasSource.ref.elementIds).toHaveLength(2);
    await expectChipLinksToTask(
      page.getByRole('list', { name: 'Tasks from this canvas' }),
      ws,
      canvasTask,
    );

    // The canvas link of the task opens the canvas on those two elements.
    await page.goto(taskSourceHref(ws, canvasSource));
    await canvas.ready();
    await page.getByRole('status').filter({ hasText: 'Showing 2 linked elements' }).waitFor();

    // The message link of the task opens the channel at the message, with its chip.
    await page.goto(taskSourceHref(ws, messageSource));
    await chat.message(text).waitFor();
    await expectChipLinksToTask(
      chat.conversation.locator('li', { hasText: text }),
      ws,
      messageTask,
    );
    // A chip opens its task's page.
    await taskChip(chat.conversation, messageTask, 'To do').click();
    await page.waitForURL((url) => url.pathname === taskHref(ws, messageTask.id));

    expect(owner.errors).toEqual([]);
    expect(noise).toEqual([]);
    await owner.close();

    // The event, at 375 px: "Add a task" in its details, and the task listed there.
    const phone = await signInTo(browser, team.owner, ws, PHONE);
    const phoneNoise = watchPage(phone.page);
    await phone.page.goto(`/w/${ws}/calendar?event=${eventId}`);
    const details = phone.page.getByRole('dialog', { name: eventTitle });
    await details.getByRole('button', { name: 'Add a task' }).click();
    const fromEvent = phone.page.getByRole('dialog', { name: 'Make a task' });
    expect(await fromEvent.getByLabel('Title').inputValue()).toBe(eventTitle);
    // The dialog fits the phone's width.
    const dialogBox = await fromEvent.boundingBox();
    expect(dialogBox!.width).toBeLessThanOrEqual(PHONE.width);
    const made = await makeTask(phone.page, 'Send the review minutes');
    // Escape closes the task dialog only; the event's details stay.
    await phone.page.keyboard.press('Escape');
    await made.waitFor({ state: 'detached' });
    await details.waitFor();
    const eventTask = await storedTask(ws, 'Send the review minutes');
    expect(eventTask.data.source).toEqual({
      kind: 'event',
      ref: { eventId, occurrence: null },
      excerpt: eventTitle,
    });
    await expectChipLinksToTask(
      details.getByRole('list', { name: 'Tasks from this event' }),
      ws,
      eventTask,
    );
    await phone.page.goto(taskSourceHref(ws, eventTask.data.source!));
    await expectChipLinksToTask(
      phone.page.getByRole('dialog', { name: eventTitle }),
      ws,
      eventTask,
    );
    expect(phone.errors).toEqual([]);
    expect(phoneNoise).toEqual([]);
    await phone.close();

    // A viewer sees the tasks but is offered no way to make one.
    const viewer = await signInTo(browser, team.viewer, ws);
    await viewer.page.goto(`/w/${ws}/calendar?event=${eventId}`);
    const viewed = viewer.page.getByRole('dialog', { name: eventTitle });
    await taskChip(viewed, eventTask, 'To do').waitFor();
    expect(await viewed.getByRole('button', { name: 'Add a task' }).count()).toBe(0);
    await viewer.page.goto(`/w/${ws}/canvases/${canvasId}`);
    await new CanvasEditorPage(viewer.page).ready();
    await taskChip(viewer.page, canvasTask, 'To do').waitFor();
    expect(await viewer.page.getByRole('button', { name: 'Make a task' }).count()).toBe(0);
    await viewer.close();
  }, 240_000);
});
