/** Typed references and queries: every collection path and query shape the web app uses. */
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  where,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import type {
  ApprovalStatus,
  NotificationDoc,
  UserDoc,
  UsernameDoc,
} from '@crewspace/common/models';
import type { Timestamp } from 'firebase/firestore';
import { firebaseServices } from './app';
import {
  notificationConverter,
  userConverter,
  usernameConverter,
  type AppNotification,
  type UserProfile,
  type Username,
} from './converters';

export type { DocumentReference, Query };

function db() {
  return firebaseServices().db;
}

export function userRef(uid: string): DocumentReference<UserProfile, UserDoc<Timestamp>> {
  return doc(db(), 'users', uid).withConverter(userConverter);
}

/**
 * Accounts awaiting approval or declined, newest first (admins only; index users
 * approvalStatus+createdAt).
 */
export function usersByApprovalQuery(
  status: Exclude<ApprovalStatus, 'approved'>,
  max = 100,
): Query<UserProfile, UserDoc<Timestamp>> {
  return query(
    collection(db(), 'users').withConverter(userConverter),
    where('approvalStatus', '==', status),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
}

/** Accounts with exactly this email (admins only). */
export function usersByEmailQuery(email: string): Query<UserProfile, UserDoc<Timestamp>> {
  return query(
    collection(db(), 'users').withConverter(userConverter),
    where('email', '==', email),
    limit(10),
  );
}

/** usernames/{lowercase}: readable by anyone, written only by the claimUsername callable. */
export function usernameRef(username: string): DocumentReference<Username, UsernameDoc> {
  return doc(db(), 'usernames', username.toLowerCase()).withConverter(usernameConverter);
}

/** The user's notifications, newest first (index notifications userId+createdAt desc). */
export function notificationsQuery(
  uid: string,
  max = 50,
): Query<AppNotification, NotificationDoc<Timestamp>> {
  return query(
    collection(db(), 'notifications').withConverter(notificationConverter),
    where('userId', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
}

/**
 * More unread notifications than the bell shows a number for ("99+"), so the count stays right;
 * Mark all read marks these, and the listener brings up any older ones.
 */
export const UNREAD_NOTIFICATIONS_MAX = 100;

/** The user's newest unread notifications (index notifications userId+read+createdAt desc). */
export function unreadNotificationsQuery(
  uid: string,
  max = UNREAD_NOTIFICATIONS_MAX,
): Query<AppNotification, NotificationDoc<Timestamp>> {
  return query(
    collection(db(), 'notifications').withConverter(notificationConverter),
    where('userId', '==', uid),
    where('read', '==', false),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
}

export function notificationRef(
  id: string,
): DocumentReference<AppNotification, NotificationDoc<Timestamp>> {
  return doc(db(), 'notifications', id).withConverter(notificationConverter);
}
