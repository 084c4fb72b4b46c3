/**
 * Canvases against the full stack: the owner creates and draws (keyboard shortcut + mouse drag on
 * Excalidraw's canvas), a member in a second context sees it live and draws back (and each sees
 * the other's pointer), a reload shows
 * the saved scene, the list puts pinned canvases first, rename/duplicate/delete follow the rights,
 * and a viewer gets view mode and writes nothing. A member inserts an image with the image tool
 * (the storage stand-in checks workspace membership in Firestore) and another member sees it;
 * Excalidraw's fonts come from the app, never from its CDN. A PNG with a scene embedded elsewhere
 * opens as the scene. Someone who leaves (hides the tab, opens another page, closes the tab)
 * stops being shown as here within seconds.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import {
  bluePng,
  CanvasEditorPage,
  CanvasListPage,
  pngWithScene,
  scenePixel,
  seedImageCanvas,
  storedImages,
  storedShapeTypes,
  useFileInputPicker,
} from '../fixtures/canvases';
import { ContentSeed } from '../fixtures/content';
import { watchPage } from '../fixtures/page-checks';
import { AppShell } from '../fixtures/pages';
import { seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';

/**
 * How soon a person who left must be gone from the others' "Here now": a few seconds, well
 * inside the 30 s after which a pointer nobody removed (a crashed tab) is dropped anyway.
 */
const LEFT_WITHIN_MS = 10_000;

/** The tab hidden or shown again, as switching tabs or minimising does (headless never hides one). */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

describe('canvases', () => {
  let browser: Browser;
  let team: Team;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws together live, keeps the scene across a reload, and follows the rights', async () => {
    const { workspaceId } = team;
    const owner = await signInTo(browser, team.owner, workspaceId);
    const member = await signInTo(browser, team.member, workspaceId);
    const alpha = uniqueName('Alpha');
    const beta = uniqueName('Beta');

    // The owner creates a canvas (the app opens it) and the member opens it too.
    const ownerList = new CanvasListPage(owner.page);
    await ownerList.open();
    await ownerList.create(alpha);
    const ownerCanvas = new CanvasEditorPage(owner.page);
    await ownerCanvas.ready();
    await ownerCanvas.shapes(0).waitFor();
    expect(await owner.page.getByTestId('toolbar-rectangle').count()).toBe(1);
    const canvasId = ownerCanvas.canvasId;

    const memberCanvas = new CanvasEditorPage(member.page);
    await member.page.goto(`/canvases/${canvasId}`);
    await memberCanvas.ready();
    await memberCanvas.shapes(0).waitFor();

    // Owner draws a rectangle; it is saved and shows up for the member without a reload.
    await ownerCanvas.draw('r', [300, 150], [480, 280]);
    await ownerCanvas.shapes(1).waitFor();
    await ownerCanvas.saved.waitFor();
    await memberCanvas.shapes(1).waitFor({ timeout: 5_000 });
    // Member draws an ellipse back.
    await memberCanvas.draw('o', [560, 160], [720, 300]);
    await memberCanvas.saved.waitFor();
    await ownerCanvas.shapes(2).waitFor({ timeout: 5_000 });
    // Presence: each sees the other's pointer (named in the toolbar; drawn by Excalidraw).
    await ownerCanvas.here(team.member.name).waitFor({ timeout: 5_000 });
    await memberCanvas.here(team.owner.name).waitFor({ timeout: 5_000 });
    await expect
      .poll(() => storedShapeTypes(workspaceId, canvasId))
      .toEqual(['ellipse', 'rectangle']);

    // A reload shows exactly what was drawn.
    await owner.page.reload();
    await ownerCanvas.ready();
    await ownerCanvas.shapes(2).waitFor();

    // PNG export downloads a real PNG.
    const [png] = await Promise.all([
      owner.page.waitForEvent('download'),
      owner.page.getByRole('button', { name: 'Export PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toMatch(/^alpha-.*\.png$/);
    const bytes = await readFile(await png.path());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));

    // A second canvas is newer, so it lists first until the first is pinned.
    await ownerList.open();
    await ownerList.create(beta);
    await ownerList.open();
    await expect.poll(() => ownerList.titles()).toEqual([beta, alpha]);
    await ownerList.item(alpha).getByRole('button', { name: 'Pin', exact: true }).click();
    await expect.poll(() => ownerList.titles()).toEqual([alpha, beta]);
    await ownerList.item(alpha).getByText('Pinned').waitFor();

    // Rename and duplicate: the copy carries the drawing.
    const renamed = `${beta} v2`;
    await ownerList.item(beta).getByRole('button', { name: 'Rename' }).click();
    await ownerList.list.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await ownerList.list.getByRole('button', { name: 'Save' }).click();
    await ownerList.item(renamed).waitFor();
    await ownerList.item(alpha).getByRole('button', { name: 'Duplicate' }).click();
    const copy = `${alpha} (copy)`;
    await ownerList.item(copy).getByRole('link').click();
    await ownerCanvas.ready();
    await ownerCanvas.shapes(2).waitFor();

    // The member may pin and rename any canvas but delete only their own.
    const memberList = new CanvasListPage(member.page);
    await memberList.open();
    await memberList.item(alpha).waitFor();
    expect(await memberList.item(alpha).getByRole('button', { name: 'Rename' }).count()).toBe(1);
    expect(await memberList.list.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    // The owner deletes any canvas (after confirming).
    await ownerList.open();
    await ownerList.item(renamed).getByRole('button', { name: 'Delete' }).click();
    const question = owner.page.getByRole('alertdialog', { name: 'Delete canvas?' });
    await question.getByText(renamed).waitFor();
    await question.getByRole('button', { name: 'Delete canvas' }).click();
    await expect.poll(() => ownerList.titles()).toEqual([alpha, copy]);
    await memberList.item(renamed).waitFor({ state: 'detached' });

    // The viewer sees the list without actions and the canvas in view mode; tools do nothing.
    const viewer = await signInTo(browser, team.viewer, workspaceId);
    const viewerList = new CanvasListPage(viewer.page);
    await viewerList.open();
    await viewerList.item(alpha).waitFor();
    expect(await viewerList.list.getByRole('button').count()).toBe(0);
    expect(await viewer.page.getByRole('textbox', { name: 'New canvas' }).count()).toBe(0);
    await viewerList.item(alpha).getByRole('link').click();
    const viewerCanvas = new CanvasEditorPage(viewer.page);
    await viewerCanvas.ready();
    await viewerCanvas.shapes(2).waitFor();
    await viewer.page.getByText('View only', { exact: true }).waitFor();
    // View mode: Excalidraw shows no drawing tools at all.
    expect(await viewer.page.getByTestId('toolbar-rectangle').count()).toBe(0);
    await viewerCanvas.draw('r', [300, 320], [480, 420]);
    await viewerCanvas.shapes(2).waitFor();
    expect(await storedShapeTypes(workspaceId, canvasId)).toEqual(['ellipse', 'rectangle']);

    expect([...owner.errors, ...member.errors, ...viewer.errors]).toEqual([]);
    await Promise.all([owner.close(), member.close(), viewer.close()]);
    // Three people, a reload, list actions through the confirmation dialog: past one minute on
    // a two-core machine.
  }, 120_000);

  it('loads a canvas image from Storage for another member', async () => {
    const { canvasId, url } = await seedImageCanvas(team, uniqueName('Moodboard'));
    const member = await signInTo(browser, team.member, team.workspaceId);
    const loaded = member.page.waitForResponse(
      (response) => response.url() === url && response.status() === 200,
    );
    await member.page.goto(`/canvases/${canvasId}`);
    const canvas = new CanvasEditorPage(member.page);
    await canvas.ready();
    await canvas.shapes(1).waitFor();
    await loaded;
    // The image (red) is drawn where its element sits.
    await expect.poll(() => scenePixel(member.page, 450, 250)).toEqual([255, 0, 0, 255]);
    expect(await member.page.getByText('An image could not be loaded.').count()).toBe(0);
    expect(member.errors).toEqual([]);
    await member.close();
  });

  // The build reads embedded scenes with fflate in place of pako (web/vite.config.ts).
  it('opens a PNG with a scene embedded by another Excalidraw, and saves its shapes', async () => {
    const member = await signInTo(browser, team.member, team.workspaceId);
    await useFileInputPicker(member.page);
    const list = new CanvasListPage(member.page);
    await list.open();
    await list.create(uniqueName('Imported'));
    const canvas = new CanvasEditorPage(member.page);
    await canvas.ready();
    await canvas.shapes(0).waitFor();

    const shape = { angle: 0, strokeColor: '#1e1e1e', backgroundColor: 'transparent' };
    const scene = {
      type: 'excalidraw',
      version: 2,
      source: 'https://excalidraw.com',
      elements: [
        { ...shape, id: 'plan-box', type: 'rectangle', x: 300, y: 160, width: 180, height: 90 },
        { ...shape, id: 'plan-ring', type: 'ellipse', x: 560, y: 160, width: 120, height: 120 },
      ],
      appState: { viewBackgroundColor: '#ffffff' },
      files: {},
    };
    const png = pngWithScene(await bluePng(member.page, 16), scene);
    await canvas.openScene({ name: 'plan.png', mimeType: 'image/png', buffer: png });

    await canvas.shapes(2).waitFor();
    await expect
      .poll(() => storedShapeTypes(team.workspaceId, canvas.canvasId))
      .toEqual(['ellipse', 'rectangle']);
    expect(member.errors).toEqual([]);
    await member.close();
  });

  it('inserts an image through the image tool for everyone, fonts served by the app', async () => {
    const member = await signInTo(browser, team.member, team.workspaceId);
    await useFileInputPicker(member.page);
    const offMachine: string[] = [];
    const fontAnswers: number[] = [];
    member.page.on('request', (request) => {
      if (!/^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/.test(request.url())) {
        offMachine.push(request.url());
      }
    });
    member.page.on('response', (response) => {
      if (response.url().includes('/excalidraw/fonts/')) fontAnswers.push(response.status());
    });
    const consoleErrors: string[] = [];
    member.page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    const list = new CanvasListPage(member.page);
    await list.open();
    await list.create(uniqueName('Photos'));
    const canvas = new CanvasEditorPage(member.page);
    await canvas.ready();
    const canvasId = canvas.canvasId;
    await canvas.insertImage(await bluePng(member.page, 120), [600, 300]);
    await canvas.shapes(1).waitFor();
    await canvas.writeText('Hello', [300, 500]);
    await canvas.shapes(2).waitFor();
    await canvas.saved.waitFor();
    await expect.poll(() => storedImages(team.workspaceId, canvasId)).toHaveLength(1);
    expect(await member.page.getByText('An image could not be saved.').count()).toBe(0);

    // The owner opens the canvas and the blue image is drawn where it was placed.
    const [image] = await storedImages(team.workspaceId, canvasId);
    const owner = await signInTo(browser, team.owner, team.workspaceId);
    await owner.page.goto(`/canvases/${canvasId}`);
    const ownerCanvas = new CanvasEditorPage(owner.page);
    await ownerCanvas.ready();
    await ownerCanvas.shapes(2).waitFor();
    const center = [image!.x + image!.width / 2, image!.y + image!.height / 2] as const;
    await expect.poll(() => scenePixel(owner.page, center[0], center[1])).toEqual([0, 0, 255, 255]);

    expect(fontAnswers.length).toBeGreaterThan(0);
    expect(fontAnswers.every((status) => status === 200)).toBe(true);
    expect(offMachine).toEqual([]);
    expect(consoleErrors.filter((text) => /font|woff/i.test(text))).toEqual([]);
    expect([...member.errors, ...owner.errors]).toEqual([]);
    await Promise.all([member.close(), owner.close()]);
  });

  it('stops showing someone as here within seconds of leaving: hidden tab, other page, closed tab', async () => {
    const seed = new ContentSeed(team.workspaceId, team.owner.uid);
    const canvasId = seed.canvas(uniqueName('Presence'));
    await seed.commit();
    const owner = await signInTo(browser, team.owner, team.workspaceId);
    const member = await signInTo(browser, team.member, team.workspaceId);
    const noise = [watchPage(owner.page), watchPage(member.page)];
    const ownerCanvas = new CanvasEditorPage(owner.page);
    const memberCanvas = new CanvasEditorPage(member.page);
    const address = `/w/${team.workspaceId}/canvases/${canvasId}`;
    await Promise.all([owner.page.goto(address), member.page.goto(address)]);
    await Promise.all([ownerCanvas.ready(), memberCanvas.ready()]);
    const memberHere = ownerCanvas.here(team.member.name);
    await memberCanvas.point(400, 200);
    await memberHere.waitFor();

    // The member switches to another tab, and comes back.
    await setHidden(member.page, true);
    await memberHere.waitFor({ state: 'detached', timeout: LEFT_WITHIN_MS });
    await setHidden(member.page, false);
    await memberHere.waitFor({ timeout: LEFT_WITHIN_MS });

    // The member opens another page of the app, and comes back.
    await new AppShell(member.page).navLink('Projects').click();
    await memberHere.waitFor({ state: 'detached', timeout: LEFT_WITHIN_MS });
    await member.page.goBack();
    await memberCanvas.ready();
    await memberCanvas.point(420, 220);
    await memberHere.waitFor({ timeout: LEFT_WITHIN_MS });

    // The member closes the tab.
    expect(noise).toEqual([[], []]);
    await member.page.close({ runBeforeUnload: true });
    await memberHere.waitFor({ state: 'detached', timeout: LEFT_WITHIN_MS });
    expect(noise[0]).toEqual([]);
    await Promise.all([owner.close(), member.close()]);
  });
});
