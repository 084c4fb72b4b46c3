/**
 * Mentions in chat become in-app notifications, written only from the chat service's signed
 * webhook (`POST /api/webhooks/stream`), so no client can notify anyone. Who is mentioned comes
 * from the event; who may hear of it is asked at that moment: members of the channel who have
 * not muted it, never the sender, and only people who share a workspace with the sender (a
 * stranger's words reach nobody's bell). A sender causes at most
 * MENTION_NOTICES_PER_SENDER_PER_HOUR notices an hour (`chatMentionQuotas/{uid}`).
 *
 * `chatMentions/{messageId}` remembers everyone a message has mentioned so far, so an edit
 * (`message.updated`) notifies only people it newly mentions, and a repeated or retried
 * delivery notifies nobody again. The records, the quota and the notifications are written in
 * one transaction, so a delivery that fails half way is retried in full.
 */
import { CHANNEL_TYPES, type ChannelType } from '@crewspace/common/chat';
import type { ChatMessageEvent } from '@crewspace/common/api';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { unreadNotification } from '../notifications/notify';
import { accountName } from '../users/account-name';
import { sharingAWorkspace } from '../workspaces/shared-workspaces';
import { chatUnavailable, findChannel } from './communities';
import {
  channelLabel,
  mentionAllowance,
  mentionNotification,
  mentionNotificationId,
  mentionedUserIds,
  notifiableMemberIds,
  senderIdOf,
  type MentionQuota,
} from './mentions';

/** chatMentions/{messageId}: who a message has mentioned (written only here). */
export const MENTION_RECORDS = 'chatMentions';
/** chatMentionQuotas/{senderId}: the sender's notices in the current hour (written only here). */
export const MENTION_QUOTAS = 'chatMentionQuotas';

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

/** Notifies the people `event`'s message newly mentions; returns how many were notified. */
export async function notifyMentions(event: ChatMessageEvent): Promise<number> {
  const mentioned = mentionedUserIds(event);
  if (mentioned.length === 0 || !isCrewspaceChannelType(event.channel_type)) return 0;
  const senderId = senderIdOf(event);
  const record = db.collection(MENTION_RECORDS).doc(event.message.id);
  // A replay or an edit that mentions nobody new needs no chat call.
  const recorded = new Set(((await record.get()).data() as MentionRecord | undefined)?.mentioned);
  const candidates = mentioned.filter((uid) => !recorded.has(uid));
  if (candidates.length === 0) return 0;
  const [found, senderName, sharing] = await Promise.all([
    audience(event.channel_type, event.channel_id, candidates),
    accountName(senderId),
    sharingAWorkspace(senderId, candidates),
  ]);
  if (!found) return 0;
  const recipients = found.recipients.filter((uid) => sharing.has(uid));
  const quotaRef = db.collection(MENTION_QUOTAS).doc(senderId || 'unknown');

  return db.runTransaction(async (tx) => {
    const [current, quota] = await Promise.all([tx.get(record), tx.get(quotaRef)]);
    const known = new Set((current.data() as MentionRecord | undefined)?.mentioned);
    const fresh = recipients
      .filter((uid) => !known.has(uid))
      .map((uid) => ({
        uid,
        ref: db.collection('notifications').doc(mentionNotificationId(event.message.id, uid)),
      }));
    // getAll answers in the order asked.
    const snapshots = fresh.length > 0 ? await tx.getAll(...fresh.map(({ ref }) => ref)) : [];
    const allowance = mentionAllowance(quota.data() as MentionQuota | undefined, Date.now());
    const unwritten = fresh
      .filter((_, index) => !snapshots[index]?.exists)
      .slice(0, allowance.remaining);
    for (const { uid, ref } of unwritten) {
      tx.create(ref, unreadNotification(mentionNotification(event, uid, found.label, senderName)));
    }
    if (unwritten.length > 0) tx.set(quotaRef, allowance.after(unwritten.length));
    tx.set(record, {
      cid: event.cid,
      mentioned: [...new Set([...known, ...mentioned])],
      updatedAt: FieldValue.serverTimestamp(),
    });
    return unwritten.length;
  });
}
