/**
 * Stored document shapes, generic over the timestamp type so that the web SDK,
 * the admin SDK and plain tests can all use them.
 */
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
}

export interface WorkspaceMemberSummary {
  uid: string;
  displayName: string;
  photoURL: string;
}

export interface CalendarTimePreferences {
  timeZone: string;
  weekStartsOn: 0 | 1 | 6;
  workingHours: { start: string; end: string };
  hourCycle: 12 | 24;
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
    hourCycle: 24,
  },
  viewPreferences: { defaultView: 'week', showWeekends: true },
};

export interface WorkspaceDoc<T> {
  name: string;
  ownerId: string;
  members: string[];
  membersList: WorkspaceMemberSummary[];
  membersCount: number;
  type: 'workspace';
  description: string;
  isDefault: boolean;
  projects: string[];
  calendarConfig: CalendarConfig;
  createdAt: T;
  updatedAt: T;
}

export interface WorkspaceRoleDoc {
  workspaceId: string;
  userId: string;
  role: WorkspaceRole;
}

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
}

export interface UsernameDoc {
  uid: string;
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
  respondedAt?: T;
  /** Who withdrew a revoked invitation. */
  revokedBy?: string;
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
  verb: 'created' | 'updated' | 'archived' | 'deleted' | 'joined' | 'left' | 'uploaded';
  targetType: 'project' | 'canvas' | 'video' | 'event' | 'member';
  targetId: string;
  targetName: string;
  projectId: string | null;
  createdAt: T;
}
