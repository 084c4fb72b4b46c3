/**
 * Seeds the load bench's workspace as the app would have left it, without running a trigger per
 * write (the functions' background triggers are off while Firestore is seeded, as in the scale
 * bench): Auth accounts, approved; each person's user document and default workspace (what the
 * auth trigger writes); the team workspace with its member documents and count; the team and
 * group channels with every member in the chat service (what the member trigger and the app
 * do); projects with their activity, canvases with elements, videos with their files, and one
 * event per acting member, with the invitations its trigger would have sent.
 */
import { calendarHref } from '@crewspace/common/links';
import { TEST_PORTS, TEST_STORAGE_BUCKET } from '@crewspace/common/local-config';
import {
  CHANNEL_TYPE_BY_KIND,
  CHAT_SYSTEM_USER_ID,
  channelRoleForWorkspaceRole,
  workspaceChannelId,
} from '@crewspace/common/chat';
import {
  DEFAULT_CALENDAR_CONFIG,
  defaultWorkspaceName,
  memberDoc,
  type UserDoc,
  type WorkspaceDoc,
} from '@crewspace/common/models';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type BulkWriter } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '../../fixtures/stack';
import { setBackgroundTriggers } from '../scale/rest';
import { seedWorkspace } from '../scale/seed';
import { serverChat } from './chat-clients';
import {
  CANVAS_COUNT,
  ELEMENTS_PER_CANVAS,
  GROUP_COUNT,
  LOAD_WORKSPACE_ID,
  LOAD_WORKSPACE_NAME,
  OBSERVER,
  PROJECT_COUNT,
  VIDEO_COUNT,
  VIDEO_SECONDS,
  actingMembers,
  canvasId,
  groupChannelId,
  groupMembers,
  OWNER,
  projectId,
  TASK_COUNT,
  taskId,
  seededAttendees,
  seededEventId,
  videoId,
  videoUploader,
  type LoadPerson,
} from './dataset';
import { elementJson } from './elements';
import { forEachConcurrently } from './concurrency';

const SEEDED_AT = Timestamp.fromMillis(Date.parse('2026-01-05T09:00:00Z'));
/** Seeded events start from here, an hour apart. */
const EVENTS_FROM = Date.parse('2026-12-07T09:00:00Z');

async function seedAccounts(people: readonly LoadPerson[]): Promise<void> {
  const auth = getAuth(adminApp());
  await forEachConcurrently(people, 20, async (person) => {
    await auth.createUser({
      uid: person.uid,
      email: person.email,
      password: person.password,
      displayName: person.displayName,
      photoURL: person.photoURL,
      emailVerified: true,
    });
    await auth.setCustomUserClaims(person.uid, { approved: true });
  });
}

/** What the auth trigger writes for an approved account: its user document and own workspace. */
function writeAccountRecords(writer: BulkWriter, person: LoadPerson): void {
  const db = getFirestore(adminApp());
  const user: UserDoc<Timestamp> = {
    uid: person.uid,
    email: person.email,
    displayName: person.displayName,
    photoURL: person.photoURL,
    role: 'user',
    isApproved: true,
    approvalStatus: 'approved',
    createdAt: SEEDED_AT,
  };
  void writer.set(db.doc(`users/${person.uid}`), user);
  const workspaceId = `default-${person.uid}`;
  const workspaceName = defaultWorkspaceName(person.displayName, person.email);
  const workspace: WorkspaceDoc<Timestamp> = {
    name: workspaceName,
    ownerId: person.uid,
    membersCount: 1,
    type: 'workspace',
    description: 'My personal workspace',
    isDefault: true,
    calendarConfig: DEFAULT_CALENDAR_CONFIG,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  };
  void writer.set(db.doc(`workspaces/${workspaceId}`), workspace);
  void writer.set(
    db.doc(`workspaces/${workspaceId}/members/${person.uid}`),
    memberDoc({ workspaceId, workspaceName, profile: person, role: 'owner', joinedAt: SEEDED_AT }),
  );
}

function storageUrl(path: string, token: string): string {
  return (
    `http://127.0.0.1:${TEST_PORTS.storage}/v0/b/${TEST_STORAGE_BUCKET}/o/` +
    `${encodeURIComponent(path)}?alt=media&token=${token}`
  );
}

/** A few bytes in Storage where each video's record says its file is. */
async function seedVideoFiles(people: readonly LoadPerson[]): Promise<string[]> {
  const bucket = getStorage(adminApp()).bucket(TEST_STORAGE_BUCKET);
  return Promise.all(
    Array.from({ length: VIDEO_COUNT }, async (_, index) => {
      const path = `videos/${LOAD_WORKSPACE_ID}/${videoId(index)}.webm`;
      const token = `load-video-token-${index}`;
      await bucket.file(path).save(Buffer.from(`load bench video ${index}`), {
        contentType: 'video/webm',
        metadata: {
          metadata: {
            firebaseStorageDownloadTokens: token,
            uploadedBy: people[videoUploader(index)]!.uid,
            workspaceId: LOAD_WORKSPACE_ID,
          },
        },
      });
      return storageUrl(path, token);
    }),
  );
}

function writeContent(writer: BulkWriter, people: readonly LoadPerson[], videoUrls: string[]) {
  const db = getFirestore(adminApp());
  const workspace = db.doc(`workspaces/${LOAD_WORKSPACE_ID}`);
  const uid = (index: number) => people[index % people.length]!.uid;
  for (let index = 0; index < PROJECT_COUNT; index += 1) {
    const author = people[actingMembers(people.length)[index % (people.length - 1)]!]!;
    const name = `Project ${index + 1}`;
    void writer.set(workspace.collection('projects').doc(projectId(index)), {
      name,
      description: 'Seeded for the load bench.',
      status: 'active',
      color: '#2563eb',
      emoji: '',
      leadId: null,
      dueDate: null,
      createdBy: author.uid,
      updatedBy: author.uid,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    // The entry the project trigger would have recorded.
    void writer.set(workspace.collection('activity').doc(`load-created-${projectId(index)}`), {
      actorId: author.uid,
      actorName: author.displayName,
      verb: 'created',
      targetType: 'project',
      targetId: projectId(index),
      targetName: name,
      projectId: projectId(index),
      createdAt: SEEDED_AT,
    });
  }
  for (let index = 0; index < TASK_COUNT; index += 1) {
    const author = uid(index);
    void writer.set(workspace.collection('tasks').doc(taskId(index)), {
      title: `Task ${index + 1}`,
      description: 'Seeded for the load bench.',
      status: 'todo',
      assignees: [],
      due: null,
      priority: 'none',
      projectId: null,
      checklist: [],
      position: `a${index}`,
      createdBy: author,
      createdAt: SEEDED_AT,
      updatedBy: author,
      updatedAt: SEEDED_AT,
      completedAt: null,
      source: null,
    });
  }
  for (let index = 0; index < CANVAS_COUNT; index += 1) {
    const canvas = workspace.collection('canvases').doc(canvasId(index));
    void writer.set(canvas, {
      title: `Board ${index + 1}`,
      pinned: false,
      projectId: null,
      workspaceId: LOAD_WORKSPACE_ID,
      createdBy: uid(index),
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    for (let element = 0; element < ELEMENTS_PER_CANVAS; element += 1) {
      const id = `seed-${element}`;
      void writer.set(canvas.collection('elements').doc(id), {
        element: elementJson({
          id,
          x: element * 200,
          y: 0,
          version: 1,
          versionNonce: element + 1,
          label: `seed ${index}-${element}`,
        }),
        version: 1,
        versionNonce: element + 1,
        createdBy: uid(index),
        updatedAt: SEEDED_AT,
      });
    }
  }
  videoUrls.forEach((videoURL, index) => {
    void writer.set(workspace.collection('videos').doc(videoId(index)), {
      videoURL,
      videoName: `Cut ${index + 1}`,
      thumbnailUrl: null,
      notes: '',
      uploadedAt: SEEDED_AT,
      uploadedBy: people[videoUploader(index)]!.uid,
      workspaceId: LOAD_WORKSPACE_ID,
      storagePath: `videos/${LOAD_WORKSPACE_ID}/${videoId(index)}.webm`,
      thumbnailPath: null,
      reviewStatus: 'needs-review',
      duration: VIDEO_SECONDS,
    });
  });
  for (const member of actingMembers(people.length)) {
    const start = EVENTS_FROM + member * 3_600_000;
    const title = `Event of ${people[member]!.displayName}`;
    const attendees = seededAttendees(member, people.length).map((index) => people[index]!.uid);
    void writer.set(workspace.collection('events').doc(seededEventId(member)), {
      title,
      start: Timestamp.fromMillis(start),
      end: Timestamp.fromMillis(start + 1_800_000),
      allDay: false,
      description: '',
      location: '',
      projectId: null,
      attendees,
      createdBy: people[member]!.uid,
      recurrence: null,
      reminders: [],
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    // The invitations the events trigger would have written.
    for (const uid of attendees) {
      const eventId = seededEventId(member);
      void writer.set(db.doc(`notifications/event-invite_${eventId}_${uid}`), {
        userId: uid,
        type: 'event-invite',
        title: `Invitation: ${title}`,
        body: `You were added to ${title} at ${new Date(start).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        link: calendarHref(LOAD_WORKSPACE_ID, eventId),
        subjectUserId: people[member]!.uid,
        read: false,
        createdAt: SEEDED_AT,
      });
    }
  }
}

/** The chat service as the member trigger and the app leave it. */
async function seedChat(people: readonly LoadPerson[]): Promise<void> {
  const server = serverChat();
  await server.upsertUsers([
    { id: CHAT_SYSTEM_USER_ID, name: 'Crewspace' },
    ...people.map((person) => ({
      id: person.uid,
      name: person.displayName,
      image: person.photoURL,
    })),
  ]);
  const teamChannel = server.channel(
    CHANNEL_TYPE_BY_KIND.Workspace,
    workspaceChannelId(LOAD_WORKSPACE_ID),
    {
      name: LOAD_WORKSPACE_NAME,
      kind: 'Workspace',
      workspaceId: LOAD_WORKSPACE_ID,
      created_by_id: CHAT_SYSTEM_USER_ID,
    },
  );
  await teamChannel.create();
  for (let start = 0; start < people.length; start += 100) {
    await teamChannel.addMembers(
      people.slice(start, start + 100).map((person) => ({
        user_id: person.uid,
        channel_role: channelRoleForWorkspaceRole(person.index === OWNER ? 'owner' : 'member'),
      })),
    );
  }
  await forEachConcurrently(people, 10, async (person) => {
    const workspaceId = `default-${person.uid}`;
    const own = server.channel(CHANNEL_TYPE_BY_KIND.Workspace, workspaceChannelId(workspaceId), {
      name: defaultWorkspaceName(person.displayName, person.email),
      kind: 'Workspace',
      workspaceId,
      created_by_id: CHAT_SYSTEM_USER_ID,
    });
    await own.create();
    await own.addMembers([{ user_id: person.uid, channel_role: 'owner' }]);
  });
  for (let group = 0; group < GROUP_COUNT; group += 1) {
    const members = groupMembers(people, group).filter((one) => one.index !== OBSERVER);
    const creator = members[0]!;
    await server
      .channel(CHANNEL_TYPE_BY_KIND.Group, groupChannelId(group), {
        name: `Group ${group + 1}`,
        kind: 'Group',
        created_by_id: creator.uid,
        members: [...members, people[OBSERVER]!].map((one) => one.uid),
      })
      .create();
  }
}

export async function seedLoadWorkspace(people: readonly LoadPerson[]): Promise<void> {
  const db = getFirestore(adminApp());
  const videoUrls = await seedVideoFiles(people);
  await setBackgroundTriggers(false);
  try {
    await seedAccounts(people);
    await seedWorkspace(LOAD_WORKSPACE_ID, LOAD_WORKSPACE_NAME, people.length, []);
    const writer = db.bulkWriter({ throttling: false });
    for (const person of people) writeAccountRecords(writer, person);
    writeContent(writer, people, videoUrls);
    await writer.close();
  } finally {
    await setBackgroundTriggers(true);
  }
  await seedChat(people);
}
