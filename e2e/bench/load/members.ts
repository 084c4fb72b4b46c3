/**
 * A simulated member: their own named Firebase app, signed in with their password (so the
 * security rules apply to every read and write), and their own chat client, as a browser tab of
 * the app holds them. While connected each keeps what the app shell keeps open: the notification
 * bell (their unread notifications) and the workspace document.
 */
import { TEST_PORTS, TEST_PROJECT_ID } from '@crewspace/common/local-config';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
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
  type Firestore,
} from 'firebase/firestore';
import type { StreamChat } from 'stream-chat';
import { connectMemberChat } from './chat-clients';
import { LOAD_WORKSPACE_ID, type LoadPerson } from './dataset';
import type { Sightings } from './sightings';
import { noticeKey } from './sightings';

/** The bell's unread query holds at most this many (the app's UNREAD_NOTIFICATIONS_MAX). */
const BELL_MAX = 100;

export interface Member {
  person: LoadPerson;
  db: Firestore;
  chat: StreamChat;
  /** Ids of the member's unread notifications, as the bell shows them now. */
  unread(): string[];
  close(): Promise<void>;
}

export async function connectMember(person: LoadPerson, sightings: Sightings): Promise<Member> {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: TEST_PROJECT_ID, appId: `load-${person.index}` },
    `load-member-${person.index}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${TEST_PORTS.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', TEST_PORTS.firestore);
  const { user } = await signInWithEmailAndPassword(auth, person.email, person.password);

  let unread: string[] = [];
  const bell = onSnapshot(
    query(
      collection(db, 'notifications'),
      where('userId', '==', person.uid),
      where('read', '==', false),
      orderBy('createdAt', 'desc'),
      limit(BELL_MAX),
    ),
    (snapshot) => {
      unread = snapshot.docs.map((one) => one.id);
      for (const change of snapshot.docChanges()) {
        if (change.type !== 'added') continue;
        const data = change.doc.data();
        sightings.seeTokens(`${String(data.title)} ${String(data.body)}`, (token) =>
          noticeKey(person.uid, token),
        );
      }
    },
    (error) => console.error(`Bell of member ${person.index}:`, error.message),
  );
  const shell = onSnapshot(
    doc(db, 'workspaces', LOAD_WORKSPACE_ID),
    () => undefined,
    (error) => console.error(`Workspace of member ${person.index}:`, error.message),
  );
  const chat = await connectMemberChat(
    { id: person.uid, name: person.displayName, image: person.photoURL },
    () => user.getIdToken(),
  );
  return {
    person,
    db,
    chat,
    unread: () => unread,
    async close() {
      bell();
      shell();
      await chat.disconnectUser();
      await deleteApp(app);
    },
  };
}
