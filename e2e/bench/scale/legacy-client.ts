/**
 * Runs in the browser (bundled by legacy-page.ts): the Firestore web SDK reading the array model
 * exactly as the app did before member documents, so its traffic is measured with the same
 * recorder and transport as today's app. The emulator's `owner` token stands in for the old
 * rules, which let a member list the workspaces whose `members` hold their uid.
 */
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
} from 'firebase/firestore';

export interface LegacyClientOptions {
  projectId: string;
  host: string;
  port: number;
  uid: string;
  currentWorkspaceId: string;
}

export interface LegacyClient {
  /** Resolves once both reads answered from the server: how many workspaces were listed. */
  opened: Promise<number>;
  /** Snapshots from the server after the first one (changes pushed to this member). */
  updates(): number;
}

/**
 * The old shell: the user's workspaces (`members` array-contains uid, oldest first, 100) and the
 * role record of the current one, both live.
 */
function openLegacyApp(options: LegacyClientOptions): LegacyClient {
  const app = initializeApp({ projectId: options.projectId, apiKey: 'demo-api-key' }, 'legacy');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, options.host, options.port, { mockUserToken: 'owner' });
  let updates = 0;
  let workspaces = -1;
  let roleLoaded = false;
  const opened = new Promise<number>((resolve, reject) => {
    const settle = () => {
      if (workspaces >= 0 && roleLoaded) resolve(workspaces);
    };
    const onUpdate = (fromCache: boolean, first: boolean) => {
      if (!fromCache && !first) updates += 1;
    };
    onSnapshot(
      query(
        collection(db, 'workspaces'),
        where('members', 'array-contains', options.uid),
        orderBy('createdAt', 'asc'),
        limit(100),
      ),
      (snapshot) => {
        onUpdate(snapshot.metadata.fromCache, workspaces < 0);
        if (!snapshot.metadata.fromCache && workspaces < 0) workspaces = snapshot.size;
        settle();
      },
      reject,
    );
    onSnapshot(
      doc(db, 'workspaceRoles', `${options.currentWorkspaceId}_${options.uid}`),
      (snapshot) => {
        onUpdate(snapshot.metadata.fromCache, !roleLoaded);
        if (!snapshot.metadata.fromCache) roleLoaded = true;
        settle();
      },
      reject,
    );
  });
  return { opened, updates: () => updates };
}

declare global {
  interface Window {
    openLegacyApp?: typeof openLegacyApp;
    legacyClient?: LegacyClient;
  }
}

window.openLegacyApp = openLegacyApp;
