/**
 * Tasks made from anything, linked both ways, against the full stack. The owner makes a task
 * from a chat message, from two elements selected on a canvas and from a calendar event (the
 * event at 375 px): each task is stored with its source, each source shows its task as a chip
 * linking to the task, and each source link read from the task document leads back to the
 * message, the canvas zoomed to the elements and the event. A viewer is offered none of it.
 * Then a video comment: the member comments at 0:12, the owner makes a task from the comment;
 * the task done (written as a person's edit would be) shows the thread resolved on the owner's
 * page, and reopening the thread there puts the task back in To do.
 */
import { taskHref, taskSourceHref } from '@crewspace/common/links';
import type { TaskDoc, TaskSource } from '@crewspace/common/tasks';
import { FieldValue, getFirestore, type Timestamp } from 'firebase-admin/firestore';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from '../fixtures/browser';
import { CanvasEditorPage } from '../fixtures/canvases';
import { ChatPage } from '../fixtures/chat';
import { ContentSeed, todayAtUtc } from '../fixtures/content';
import { watchPage } from '../fixtures/page-checks';
import { adminApp, seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';
import { recordWebm, uploadClip } from '../fixtures/videos';

interface StoredTask {
  id: string;
  data: TaskDoc<Timestamp>;
}

function tasksOf(workspaceId: string) {
  return getFirestore(adminApp()).collection('workspaces').doc(workspaceId).collection('tasks');
}

/** The one task titled `title`, once the server has it. */
async function storedTask(workspaceId: string, title: string): Promise<StoredTask> {
  let found: StoredTask | null = null;
  await expect
    .poll(async () => {
      const snapshot = await tasksOf(workspaceId).where('title', '==', title).get();
      const [first] = snapshot.docs;
      found = first ? { id: first.id, data: first.data() as TaskDoc<Timestamp> } : null;
      return snapshot.size;
    })
    .toBe(1);
  return found!;
}

/** Fills the make-a-task dialog's title, makes the task and checks "Open task" links to it. */
async function makeTask(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Make a task' });
  const titleField = dialog.getByLabel('Title');
  await expect
    .poll(() => titleField.evaluate((field) => field === document.activeElement))
    .toBe(true);
  await titleField.fill(title);
  await dialog.getByRole('button', { name: 'Make task' }).click();
  const made = page.getByRole('dialog', { name: 'Task made' });
  await made.getByRole('link', { name: 'Open task' }).waitFor();
  return made;
}

/** The chip of `task` where its source is shown: a link to the task page, with its state. */
function chip(scope: Locator | Page, task: StoredTask, status: string): Locator {
  return scope.getByRole('link', { name: `Task: ${task.data.title}, ${status}` });
}

async function expectChipLinksToTask(scope: Locator | Page, workspaceId: string, task: StoredTask) {
  await chip(scope, task, 'To do').waitFor();
  expect(await chip(scope, task, 'To do').getAttribute('href')).toBe(
    taskHref(workspaceId, task.id),
  );
}

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
    await chip(chat.conversation, messageTask, 'To do').click();
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
    await chip(viewed, eventTask, 'To do').waitFor();
    expect(await viewed.getByRole('button', { name: 'Add a task' }).count()).toBe(0);
    await viewer.page.goto(`/w/${ws}/canvases/${canvasId}`);
    await new CanvasEditorPage(viewer.page).ready();
    await chip(viewer.page, canvasTask, 'To do').waitFor();
    expect(await viewer.page.getByRole('button', { name: 'Make a task' }).count()).toBe(0);
    await viewer.close();
  }, 240_000);

  it('resolves a video comment when its task is done, and reopening the thread reopens the task', async () => {
    const ws = team.workspaceId;
    const owner = await signInTo(browser, team.owner, ws);
    const noise = watchPage(owner.page);
    await owner.page.goto(`/w/${ws}/videos`);
    const videoName = uniqueName('Teaser');
    await uploadClip(owner.page, await recordWebm(owner.page, 13), videoName);

    // The member comments at 0:12.
    const member = await signInTo(browser, team.member, ws, PHONE);
    const page = member.page;
    await page.goto(`/w/${ws}/videos`);
    await page
      .getByRole('list', { name: 'Videos' })
      .getByRole('link', { name: new RegExp(videoName) })
      .click();
    await expect
      .poll(() => page.getByLabel('Playback time').textContent(), { timeout: 20_000 })
      .toMatch(/ \/ 0:1[0-9]$/);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const playerSecond = () =>
      page
        .locator('video[aria-label^="Video: "]')
        .evaluate((video: HTMLVideoElement) => Math.round(video.currentTime));
    for (let second = 1; second <= 12; second++) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(playerSecond).toBe(second);
    }
    await page.getByLabel(/^Comment at /).click();
    await page.getByLabel('Comment at 0:12').fill('The title card flickers');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect.poll(() => page.getByLabel(/^Comment at /).inputValue()).toBe('');
    // The box empties as the comment is sent: the member leaves once the server has it.
    const saved = () =>
      getFirestore(adminApp())
        .collectionGroup('comments')
        .where('text', '==', 'The title card flickers')
        .get()
        .then((found) => found.size);
    await expect.poll(saved, { timeout: 20_000 }).toBe(1);
    await member.close();

    // The owner makes a task from the comment.
    await owner.page.goto(`/w/${ws}/videos`);
    await owner.page
      .getByRole('list', { name: 'Videos' })
      .getByRole('link', { name: new RegExp(videoName) })
      .click();
    const threads = owner.page.getByRole('list', { name: 'Comment threads' });
    const thread = threads.getByRole('listitem').filter({ hasText: 'The title card flickers' });
    await thread.getByRole('button', { name: 'Make a task' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Make a task' });
    await dialog.getByText('From a video comment at 0:12').waitFor();
    await makeTask(owner.page, 'Fix the title card');
    await owner.page
      .getByRole('dialog', { name: 'Task made' })
      .getByRole('button', { name: 'Close' })
      .click();
    const task = await storedTask(ws, 'Fix the title card');
    const source = task.data.source as Extract<TaskSource, { kind: 'video-comment' }>;
    const comments = await getFirestore(adminApp())
      .collectionGroup('comments')
      .where('text', '==', 'The title card flickers')
      .get();
    const commentId = comments.docs[0]!.id;
    expect(source).toMatchObject({
      kind: 'video-comment',
      ref: { commentId, threadId: commentId, versionId: 'v1', time: 12 },
      excerpt: 'The title card flickers',
    });
    await expectChipLinksToTask(thread, ws, task);

    // Done, as an assignee's edit writes it: the thread is resolved on the owner's page.
    await tasksOf(ws).doc(task.id).update({
      status: 'done',
      completedAt: FieldValue.serverTimestamp(),
      updatedBy: team.member.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    const showResolved = owner.page.getByLabel('Show resolved (1)');
    await showResolved.waitFor({ timeout: 30_000 });
    await showResolved.check();
    await chip(thread, task, 'Done').waitFor();

    // Reopening the thread puts the task back in To do.
    await thread.getByRole('button', { name: 'Reopen' }).click();
    await expect
      .poll(async () => (await tasksOf(ws).doc(task.id).get()).get('status'), { timeout: 30_000 })
      .toBe('todo');
    await chip(thread, task, 'To do').waitFor();
    expect(owner.errors).toEqual([]);
    expect(noise).toEqual([]);
    await owner.close();
  }, 240_000);
});
