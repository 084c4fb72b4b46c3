/**
 * Video review actions: a time-coded comment on one of the seeded videos (now and then
 * @mentioning a member) and a reply in one of the latest threads, written as the app's review
 * page writes them (client-chosen id, server time, version v1).
 */
import { FIRST_VERSION_ID } from '@crewspace/common/video-review';
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import {
  LOAD_WORKSPACE_ID,
  OBSERVER,
  VIDEO_COUNT,
  VIDEO_SECONDS,
  uploaderOfVideo,
  videoId,
} from '../dataset';
import type { SentComment } from '../ledger';
import { pick } from '../random';
import type { ActionContext, Effect } from './operation';

const RECENT_THREADS = 20;

async function comment(
  context: ActionContext,
  target: { videoId: string; parent: SentComment | null },
): Promise<Effect> {
  const { member, people, token, random } = context;
  const me = member.person;
  const mentioned =
    random() < 0.2
      ? pick(
          random,
          people.filter((one) => one.uid !== me.uid && one.index !== OBSERVER),
        )
      : null;
  const text = `${mentioned ? `@${mentioned.displayName} ` : ''}Look at this moment ${token}`;
  const time = target.parent?.time ?? Math.round(random() * VIDEO_SECONDS * 10) / 10;
  const ref = doc(
    collection(member.db, 'workspaces', LOAD_WORKSPACE_ID, 'videos', target.videoId, 'comments'),
  );
  const startedAt = performance.now();
  context.attempt(token);
  await setDoc(ref, {
    text,
    time,
    endTime: null,
    mentions: mentioned ? [mentioned.uid] : [],
    versionId: FIRST_VERSION_ID,
    parentId: target.parent?.id ?? null,
    resolved: false,
    createdBy: me.uid,
    createdAt: serverTimestamp(),
  });
  context.ledger.comments.push({
    id: ref.id,
    videoId: target.videoId,
    text,
    token,
    author: me.uid,
    parentId: target.parent?.id ?? null,
    time,
    mentions: mentioned ? [mentioned.uid] : [],
    startedAt,
    ackedAt: performance.now(),
  });
  // Those a comment certainly notifies (a reply may notify later repliers too).
  const uploader = people[uploaderOfVideo(target.videoId)]!.uid;
  const parentAuthor = target.parent?.author;
  const certain = new Set(
    [mentioned?.uid, uploader, parentAuthor].filter((uid): uid is string => Boolean(uid)),
  );
  certain.delete(me.uid);
  return {
    seen: token,
    notices: [...certain].map((recipient) => ({ kind: 'video comment', recipient })),
  };
}

export function commentOnVideo(context: ActionContext): Promise<Effect> {
  const video = videoId(Math.floor(context.random() * VIDEO_COUNT));
  return comment(context, { videoId: video, parent: null });
}

export function replyOnVideo(context: ActionContext): Promise<Effect> {
  const threads = context.ledger.comments.filter((one) => one.parentId === null);
  if (threads.length === 0) throw new Error('No comment to answer yet.');
  const parent = pick(context.random, threads.slice(-RECENT_THREADS));
  return comment(context, { videoId: parent.videoId, parent });
}
