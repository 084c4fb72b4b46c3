/**
 * The dashboard's Firestore read budget. Every listener target and one-off read the page opens on
 * a full load is recorded from the browser's requests to the Firestore emulator (see
 * recordFirestoreReads). The same load is measured on an empty personal workspace and again after
 * seeding many projects, canvases, videos, events, tasks and notifications: both must open exactly
 * the reads listed here (no read per project, no N+1), every one bounded by a limit, and the
 * documents a load can read at most must stay within the budget documented in
 * web/src/features/dashboard/README.md.
 */
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../fixtures/browser';
import { AppShell } from '../fixtures/pages';
import { adminApp, createApprovedUser, uniqueName } from '../fixtures/stack';
import { recordFirestoreReads, type FirestoreRead } from '../fixtures/firestore-traffic';
import { signIn, workspaceIdByName } from '../fixtures/workspaces';

/**
 * The reads one dashboard load opens, as `signature` writes them: the cards, the shell's
 * memberships (the switcher) and unread count, the current workspace, the user's own member
 * document and the members card's first names (three reads, since members are documents), the
 * upload button's storage usage and "My tasks". Thirteen; a new one is a deliberate change.
 */
const DASHBOARD_READS = [
  'document members limit=1',
  'document usage limit=1',
  'document users limit=1',
  'document workspaces limit=1',
  'query canvases limit=6',
  'query events limit=5',
  'query members limit=12',
  'query members limit=30',
  'query notifications limit=100',
  'query notifications limit=50',
  'query projects limit=10',
  'query tasks limit=10',
  'query videos limit=6',
];
/**
 * Documents those reads can return at most (the sum of their limits): the dashboard's cards plus
 * the shell's workspace switcher (30 memberships) and unread-notification count (100).
 */
const MAX_DOCUMENTS = 300;

const CARDS = [
  'Projects',
  'Pinned canvases',
  'Recent videos',
  'Upcoming events',
  'Recent notifications',
  'My tasks',
];

async function loadDashboard(page: Page, name: string): Promise<FirestoreRead[]> {
  const recorder = recordFirestoreReads(page);
  await page.goto('/');
  await new AppShell(page).welcome(name).waitFor();
  for (const card of CARDS) {
    const region = page.getByRole('region', { name: card });
    await region.waitFor();
    await region.getByText('Loading...').waitFor({ state: 'detached' });
  }
  // The members card has its own loader; its first page is one of the reads being counted.
  const members = page.getByRole('region', { name: /^Members \(/ });
  await members.getByText(/\(you\)$/).waitFor();
  // A reload paints the cards from Firestore's cache, sometimes before the SDK has sent their
  // listens: wait for the reads themselves. A read missing, or one too many, fails here.
  await expect.poll(() => signature(recorder.reads)).toEqual(DASHBOARD_READS);
  recorder.stop();
  return recorder.reads;
}

function signature(reads: readonly FirestoreRead[]): string[] {
  return reads.map((read) => `${read.kind} ${read.collection} limit=${read.limit}`).sort();
}

async function seedBusyWorkspace(workspaceId: string, uid: string) {
  const db = getFirestore(adminApp());
  const workspace = db.collection('workspaces').doc(workspaceId);
  const batch = db.batch();
  const soon = (hours: number) => Timestamp.fromMillis(Date.now() + hours * 3_600_000);
  for (let i = 0; i < 30; i += 1) {
    batch.set(workspace.collection('projects').doc(), {
      name: `Project ${i}`,
      description: '',
      status: i % 4 === 0 ? 'archived' : 'active',
      createdBy: uid,
      updatedBy: uid,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  for (let i = 0; i < 12; i += 1) {
    batch.set(workspace.collection('canvases').doc(), {
      title: `Canvas ${i}`,
      pinned: true,
      projectId: null,
      createdBy: uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    batch.set(workspace.collection('videos').doc(), {
      videoName: `Video ${i}`,
      workspaceId,
      uploadedBy: uid,
      videoURL: `videos/${i}.mp4`,
      uploadedAt: FieldValue.serverTimestamp(),
    });
    batch.set(workspace.collection('events').doc(), {
      title: `Event ${i}`,
      start: soon(i + 1),
      end: soon(i + 2),
      createdBy: uid,
    });
    batch.set(workspace.collection('tasks').doc(), {
      title: `Task ${i}`,
      description: '',
      status: 'todo',
      assignees: [uid],
      due: new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10),
      priority: 'none',
      projectId: null,
      checklist: [],
      position: `a${i.toString(36)}`,
      createdBy: uid,
      createdAt: FieldValue.serverTimestamp(),
      updatedBy: uid,
      updatedAt: FieldValue.serverTimestamp(),
      completedAt: null,
      source: null,
    });
    batch.set(db.collection('notifications').doc(), {
      userId: uid,
      type: 'account-approved',
      title: `Note ${i}`,
      body: '',
      read: false,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
}

describe('dashboard reads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the same bounded reads whether the workspace is empty or busy', async () => {
    const name = uniqueName('Reed');
    const user = await createApprovedUser(name);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, user, name);
    const workspaceId = await workspaceIdByName(`${name}'s Workspace`);

    // Each load waits until it has opened exactly DASHBOARD_READS, or fails.
    await loadDashboard(page, name);
    await seedBusyWorkspace(workspaceId, user.uid);
    const busy = await loadDashboard(page, name);
    await page
      .getByRole('region', { name: 'Projects' })
      .getByRole('link', { name: /^Project / })
      .first()
      .waitFor();

    console.info(`Dashboard reads per load (${busy.length}):\n  ${signature(busy).join('\n  ')}`);
    const unbounded = busy.filter((read) => read.limit === null);
    expect(unbounded.map((read) => read.collection)).toEqual([]);
    const documents = busy
      .filter((read) => read.limit !== null)
      .reduce((total, read) => total + read.maxDocuments, 0);
    console.info(`Bounded documents per load at most: ${documents}`);
    expect(documents).toBeLessThanOrEqual(MAX_DOCUMENTS);

    await context.close();
  });
});
