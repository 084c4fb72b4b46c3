/**
 * Mentions in chat become in-app notifications, written only from the chat service's signed
 * webhook (`POST /api/webhooks/stream`), so no client can notify anyone. Who is mentioned comes
 * from the event; who may hear of it is asked of the chat service at that moment: members of
 * the channel who have not muted it, never the sender.
 *
 * `chatMentions/{messageId}` remembers everyone a message has mentioned so far, so an edit
 * (`message.updated`) notifies only people it newly mentions, and a repeated or retried
 * delivery notifies nobody again. The record and the notifications are written in one
 * transaction, so a delivery that fails half way is retried in full.
 */
import { CHANNEL_TYPES, type ChannelType } from '@crewspace/common/chat';
import type { ChatMessageEvent } from '@crewspace/common/api';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { unreadNotification } from '../notifications/notify';
import { chatUnavailable, findChannel } from './communities';
import {
  channelLabel,
  mentionNotification,
  mentionNotificationId,
  mentionedUserIds,
  notifiableMemberIds,
  senderIdOf,
} from './mentions';

/** chatMentions/{messageId}: who a message has mentioned (written only here). */
export const MENTION_RECORDS = 'chatMentions';

interface MentionRecord {
  cid: string;
  mentioned: string[];
}

function isCrewspaceChannelType(type: string): type is ChannelType {
  return (CHANNEL_TYPES as readonly string[]).includes(type);
}

/** The channel's label and which of `candidates` may be notified, or null without a channel. */
async function audience(
  type: ChannelType,
  channelId: string,
  candidates: string[],
): Promise<{ label: string; recipients: string[] } | null> {
  try {
    const channel = await findChannel(type, channelId);
    if (!channel) return null;
    const { members } = await channel.queryMembers(
      { id: { $in: candidates } },
      {},
      { limit: candidates.length },
    );
    return { label: channelLabel(channel.data ?? {}), recipients: notifiableMemberIds(members) };
  } catch (error) {
    throw chatUnavailable('checking who a message mentions', error);
  }
}

/** The display name of an account (its profile, which only its owner and the server write). */
async function accountName(uid: string): Promise<string> {
  if (!uid) return '';
  const profile = await db.collection('users').doc(uid).get();
  const name: unknown = profile.get('displayName');
  return typeof name === 'string' ? name : '';
}

/** Notifies the people `event`'s message newly mentions; returns how many were notified. */
export async function notifyMentions(event: ChatMessageEvent): Promise<number> {
  const mentioned = mentionedUserIds(event);
  if (mentioned.length === 0 || !isCrewspaceChannelType(event.channel_type)) return 0;
  const record = db.collection(MENTION_RECORDS).doc(event.message.id);
  // A replay or an edit that mentions nobody new needs no chat call.
  const recorded = new Set(((await record.get()).data() as MentionRecord | undefined)?.mentioned);
  const candidates = mentioned.filter((uid) => !recorded.has(uid));
  if (candidates.length === 0) return 0;
  const [found, senderName] = await Promise.all([
    audience(event.channel_type, event.channel_id, candidates),
    accountName(senderIdOf(event)),
  ]);
  if (!found) return 0;

  return db.runTransaction(async (tx) => {
    const current = await tx.get(record);
    const known = new Set((current.data() as MentionRecord | undefined)?.mentioned);
    const fresh = found.recipients
      .filter((uid) => !known.has(uid))
      .map((uid) => ({
        uid,
        ref: db.collection('notifications').doc(mentionNotificationId(event.message.id, uid)),
      }));
    // getAll answers in the order asked.
    const snapshots = fresh.length > 0 ? await tx.getAll(...fresh.map(({ ref }) => ref)) : [];
    const unwritten = fresh.filter((_, index) => !snapshots[index]?.exists);
    for (const { uid, ref } of unwritten) {
      tx.create(ref, unreadNotification(mentionNotification(event, uid, found.label, senderName)));
    }
    tx.set(record, {
      cid: event.cid,
      mentioned: [...new Set([...known, ...mentioned])],
      updatedAt: FieldValue.serverTimestamp(),
    });
    return unwritten.length;
  });
}
