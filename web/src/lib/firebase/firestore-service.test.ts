// @vitest-environment jsdom
/**
 * Whose data the offline cache holds, and when it is deleted. The real SDK builds the instances
 * (never started here: jsdom has no IndexedDB); its two calls that stop an instance and delete the
 * database are recorded.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type * as FirestoreModule from 'firebase/firestore';
import { clearIndexedDbPersistence, terminate } from 'firebase/firestore';
import { STORAGE_KEYS } from '@/lib/browser-storage';
import { clearFirestoreCache, firestoreService } from './firestore-service';
import { writeStore } from './pending-writes';

vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreModule>()),
  clearIndexedDbPersistence: vi.fn(async () => undefined),
  terminate: vi.fn(async () => undefined),
}));

let app: FirebaseApp;
let apps = 0;

beforeEach(() => {
  vi.mocked(clearIndexedDbPersistence).mockClear();
  vi.mocked(terminate).mockClear();
  window.localStorage.clear();
  apps += 1;
  app = initializeApp({ projectId: 'demo-crewspace-test', apiKey: 'k' }, `cache-${apps}`);
});

afterEach(async () => {
  await deleteApp(app);
});

const owner = () => window.localStorage.getItem(STORAGE_KEYS.firestoreCacheOwner);

describe('firestoreService', () => {
  it('deletes a cache another user left before the new user reads anything', () => {
    window.localStorage.setItem(STORAGE_KEYS.firestoreCacheOwner, 'alice');
    const db = firestoreService(app, 'bob');
    expect(clearIndexedDbPersistence).toHaveBeenCalledExactlyOnceWith(db);
    expect(owner()).toBe('bob');
  });

  it('keeps the cache of the same user, and one a visitor filled with public documents', () => {
    window.localStorage.setItem(STORAGE_KEYS.firestoreCacheOwner, 'bob');
    firestoreService(app, 'bob');
    expect(clearIndexedDbPersistence).not.toHaveBeenCalled();

    const other = initializeApp({ projectId: 'demo-crewspace-test', apiKey: 'k' }, 'visitor');
    window.localStorage.setItem(STORAGE_KEYS.firestoreCacheOwner, '');
    firestoreService(other, 'carol');
    expect(clearIndexedDbPersistence).not.toHaveBeenCalled();
    expect(owner()).toBe('carol');
    return deleteApp(other);
  });

  it('notes a visitor as owner only where no user is noted, and one instance per app', () => {
    const db = firestoreService(app, null);
    expect(owner()).toBe('');
    expect(firestoreService(app, 'dan')).toBe(db);
    expect(owner()).toBe('dan');
    expect(clearIndexedDbPersistence).not.toHaveBeenCalled();
  });
});

describe('clearFirestoreCache', () => {
  it('stops the instance, deletes the database, forgets the owner and the counted writes', async () => {
    const db = firestoreService(app, 'erin');
    writeStore.setState({ pending: 2, failures: ['x'] });
    await clearFirestoreCache(app);
    expect(terminate).toHaveBeenCalledExactlyOnceWith(db);
    expect(clearIndexedDbPersistence).toHaveBeenCalledExactlyOnceWith(db);
    expect(owner()).toBeNull();
    expect(writeStore.getState()).toEqual({ pending: 0, failures: [] });
  });

  it('deletes the database even when this tab never started Firestore', async () => {
    window.localStorage.setItem(STORAGE_KEYS.firestoreCacheOwner, 'frank');
    await clearFirestoreCache(app);
    expect(clearIndexedDbPersistence).toHaveBeenCalledOnce();
    expect(owner()).toBeNull();
  });

  it('keeps the owner note of someone who signed in while it ran', async () => {
    firestoreService(app, 'gina');
    const clearing = clearFirestoreCache(app);
    window.localStorage.setItem(STORAGE_KEYS.firestoreCacheOwner, 'hal');
    await clearing;
    expect(owner()).toBe('hal');
  });
});
