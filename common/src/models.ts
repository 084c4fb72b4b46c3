/**
 * Stored document shapes, generic over the timestamp type so that the web SDK,
 * the admin SDK and plain tests can all use them.
 */
import { INVITATION_LIFETIME_MS } from './limits';
import type { WorkspaceRole } from './permissions';

export const PRODUCT_NAME = 'Crewspace';
/** Shown wherever a user has no photo; served by Hosting from web/public. */
export const DEFAULT_AVATAR_PATH = '/default-avatar.svg';
export const ANONYMOUS_USER_NAME = 'Anonymous User';

export type UserRole = 'user' | 'admin';

/**
 * Where an account stands with the admins. `isApproved` stays the flag the app gates on; the
 * status also tells a declined account from one nobody has looked at yet.
 */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export interface UserDoc<T> {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  role: UserRole;
  isApproved: boolean;
  approvalStatus: ApprovalStatus;
  /** Lower-cased claimed username, when the user has one. */
  username?: string;
  createdAt: T;
  /**
   * When each of the last name or photo changes happened, by slot '0'…'9', and the slot the
   * latest one used: firestore.rules allows PROFILE_CHANGES_PER_DAY changes in any 24 hours.
   */
  profileChanges?: Record<string, T>;
  profileChangeSlot?: number;
}

/**
 * A photo link a profile may hold: empty (the default avatar), a file of the app itself, or a
 * Google account photo. The pages load images from nowhere else (the CSP's img-src), and
 * firestore.rules refuses any other new link.
 */
export function isAllowedPhotoURL(url: string): boolean {
  return (
    url === '' || /^\/[^/]/.test(url) || /^https:\/\/[a-z0-9-]+\.googleusercontent\.com\//.test(url)
  );
}

export interface WorkspaceMemberSummary {
  uid: string;
  displayName: string;
  photoURL: string;
}

/**
 * workspaces/{workspaceId}/members/{uid}: one document per member, written only by functions.
 * It is the membership (the rules check that it exists), the role (it replaces the former
 * workspaceRoles records) and the member's name and photo for lists and pickers, so nothing reads
 * a list of members from the workspace document.
 */
export interface MemberDoc<T> extends WorkspaceMemberSummary {
  workspaceId: string;
  /**
   * The workspace's name, copied here so the user's list of workspaces is one bounded query on
   * their own member documents (no read per workspace). A rename reaches it in the background.
   */
  workspaceName: string;
  role: WorkspaceRole;
  /** Lower-cased display name: member lists page and search by prefix on it. */
  nameLower: string;
  joinedAt: T;
  /** Set while the account's approval is revoked: the member keeps the record but no rights. */
  suspended?: boolean;
}

export interface CalendarTimePreferences {
  timeZone: string;
  weekStartsOn: 0 | 1 | 6;
  workingHours: { start: string; end: string };
}

export interface CalendarViewPreferences {
  defaultView: 'month' | 'week' | 'day' | 'agenda';
  showWeekends: boolean;
}

export interface CalendarConfig {
  timePreferences: CalendarTimePreferences;
  viewPreferences: CalendarViewPreferences;
}

export const DEFAULT_CALENDAR_CONFIG: CalendarConfig = {
  timePreferences: {
    timeZone: 'UTC',
    weekStartsOn: 1,
    workingHours: { start: '09:00', end: '17:00' },
  },
  viewPreferences: { defaultView: 'week', showWeekends: true },
};

/**
 * workspaces/{workspaceId}: settings and counts only. Members live in the members subcollection
 * (MemberDoc), so the document every member listens to stays small and rarely changes whatever
 * the team's size.
 */
export interface WorkspaceDoc<T> {
  name: string;
  ownerId: string;
  membersCount: number;
  type: 'workspace';
  description: string;
  isDefault: boolean;
  calendarConfig: CalendarConfig;
  createdAt: T;
  updatedAt: T;
}

/** `workspaces/{workspaceId}/members/{uid}` */
export function memberDocPath(workspaceId: string, uid: string): string {
  return `workspaces/${workspaceId}/members/${uid}`;
}

/** A member document's `nameLower`: what member search matches a typed prefix against. */
export function memberSearchName(displayName: string): string {
  return displayName.trim().toLowerCase();
}

/** A member document as every way of joining writes it (functions, seeding, migration). */
export function memberDoc<T>(input: {
  workspaceId: string;
  workspaceName: string;
  profile: WorkspaceMemberSummary;
  role: WorkspaceRole;
  joinedAt: T;
}): MemberDoc<T> {
  return {
    uid: input.profile.uid,
    workspaceId: input.workspaceId,
    workspaceName: input.workspaceName,
    role: input.role,
    displayName: input.profile.displayName,
    nameLower: memberSearchName(input.profile.displayName),
    photoURL: input.profile.photoURL,
    joinedAt: input.joinedAt,
  };
}

/** Limits shared by the rules, the callables and the forms. */
export const WORKSPACE_NAME_MAX = 100;
export const WORKSPACE_DESCRIPTION_MAX = 1000;

export const NOTIFICATION_TYPES = [
  'user-signup',
  'account-approved',
  'account-rejected',
  'workspace-invitation',
  'invitation-accepted',
  'member-removed',
  'event-invite',
  'event-updated',
  'event-cancelled',
  'community-application-received',
  'community-application-accepted',
  'community-application-declined',
  'chat-mention',
  'video-comment',
  'video-reply',
  'video-mention',
  'video-status',
  'video-version',
  'task-assigned',
  'task-comment',
  'task-mention',
  'task-status',
  'task-due',
  'task-overdue',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationDoc<T> {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  read: boolean;
  createdAt: T;
  /** Where the notification leads in the app, when anywhere. */
  link?: string;
  /** The user the notification is about (the new sign-up, for instance). */
  subjectUserId?: string;
  /**
   * An event's notice: when the event starts, kept as a time rather than as words, so each
   * reader's app writes it in their own time zone (with the calendar's when it differs).
   */
  event?: EventNoticeTime<T>;
}

/** When an announced event starts, in a notification (NotificationDoc.event). */
export interface EventNoticeTime<T> {
  start: T;
  allDay: boolean;
  /** The calendar's time zone (the workspace's), in which the event keeps its wall time. */
  timeZone: string;
  /** How it repeats, if it does. */
  repeats: 'daily' | 'weekly' | 'monthly' | null;
}

/**
 * What the admins' sign-up notice about an account says once an admin decided on it (the
 * approveUser callable, and the local seed, which approves its demo accounts directly).
 */
export function signupDecisionText(
  approved: boolean,
  user: { uid: string; email?: string | null; displayName?: string | null },
): { title: string; body: string } {
  const who = user.displayName
    ? `${user.displayName} (${user.email ?? ''})`
    : (user.email ?? user.uid);
  return {
    title: approved ? 'Account approved' : 'Account declined',
    body: `${who} was ${approved ? 'approved' : 'declined'}.`,
  };
}

/**
 * usernames/{lowercase}: readable by anyone, so it holds no uid; the holder is the account whose
 * users/{uid}.username is this key.
 */
export interface UsernameDoc {
  /** The username as the user typed it; the document id is its lower-cased form. */
  display: string;
}

/** The default workspace's name: "<displayName>'s Workspace", else the email's local part. */
export function defaultWorkspaceName(
  displayName: string | null | undefined,
  email: string | null | undefined,
): string {
  const name = displayName?.trim() || email?.split('@')[0] || 'My';
  return `${name}'s Workspace`;
}

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * Why a revoked invitation was revoked: someone who may invite withdrew it, or its inviter lost
 * the right to give it (removed, demoted, left, account rejected).
 */
export type InvitationRevokedReason = 'withdrawn' | 'inviter-lost-right';

/** invitations/{id}: written only by functions; the invitee reads it by email. */
export interface InvitationDoc<T> {
  workspaceId: string;
  workspaceName: string;
  /** Lower-cased email of the invitee; they may not have an account yet. */
  email: string;
  role: Exclude<WorkspaceRole, 'owner'>;
  invitedBy: string;
  invitedByName: string;
  status: InvitationStatus;
  createdAt: T;
  /**
   * Past this a pending invitation can no longer be accepted (INVITATION_LIFETIME_DAYS after it
   * was last sent). Invitations from before it existed expire that long after `createdAt`.
   */
  expiresAt?: T;
  respondedAt?: T;
  /** Who withdrew a revoked invitation. */
  revokedBy?: string;
  revokedReason?: InvitationRevokedReason;
}

/** When an invitation expires, in ms: its `expiresAt`, or the lifetime after `createdAt`. */
export function invitationExpiryMs(
  createdAtMs: number | null,
  expiresAtMs: number | null,
): number | null {
  if (expiresAtMs !== null) return expiresAtMs;
  return createdAtMs === null ? null : createdAtMs + INVITATION_LIFETIME_MS;
}

export const PROJECT_STATUSES = ['active', 'on-hold', 'done', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** workspaces/{id}/projects/{projectId} */
export interface ProjectDoc<T> {
  name: string;
  description: string;
  status: ProjectStatus;
  color: string;
  emoji: string;
  leadId: string | null;
  dueDate: T | null;
  createdBy: string;
  createdAt: T;
  updatedAt: T;
}

/** workspaces/{id}/activity/{id}: who did what, written only by functions. */
export interface ActivityDoc<T> {
  actorId: string;
  actorName: string;
  verb:
    | 'created'
    | 'updated'
    | 'archived'
    | 'deleted'
    | 'joined'
    | 'left'
    | 'uploaded'
    | 'moved'
    | 'completed';
  targetType: 'project' | 'canvas' | 'video' | 'event' | 'member' | 'task';
  targetId: string;
  targetName: string;
  projectId: string | null;
  /** What the verb alone does not say: where a task moved ("to In review"). */
  detail?: string;
  createdAt: T;
}
