/**
 * Request schemas of the /api endpoints and callables, validated on the server and
 * used for typing on the client.
 */
import { z } from 'zod';
import {
  CHANNEL_ID_PATTERN,
  CHANNEL_NAME_MAX,
  MAX_GROUP_MEMBERS_ADDED,
  CHANNEL_ROLES,
  CHANNEL_TYPES,
  CHAT_WEBHOOK_EVENTS,
  type ChannelRole,
  type ChatWebhookEvent,
} from './chat';
import { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX } from './models';
import { ASSIGNABLE_ROLES } from './permissions';
import { USERNAME_PATTERN } from './usernames';

/**
 * A document or account id: one path segment. The server builds paths from it
 * (`workspaces/{workspaceId}/members/{userId}`), so a "/" would reach another document and ".",
 * ".." or `__…__` are ids Firestore refuses.
 */
const id = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(128, 'must be at most 128 characters')
  .regex(/^(?!\.\.?$)(?!__.*__$)[^/]+$/, 'must be an id (no "/"; not ".", ".." or __…__)');

export const streamTokenRequest = z.strictObject({ userId: id });
export type StreamTokenRequest = z.infer<typeof streamTokenRequest>;
export interface StreamTokenResponse {
  token: string;
}

export const chatUserRequest = z.strictObject({
  userId: id,
  userName: z.string().trim().max(200).optional().default(''),
  userImage: z.string().trim().max(2048).optional().default(''),
});
export type ChatUserRequest = z.input<typeof chatUserRequest>;

const channelId = z
  .string()
  .trim()
  .regex(CHANNEL_ID_PATTERN, 'must be a channel id (letters, digits, "!", "_", "-"; at most 64)');

/** POST /api/chat/community-join-requests: an applicant tells a community's managers. */
export const announceJoinRequestRequest = z.strictObject({ channelId });
export type AnnounceJoinRequestRequest = z.infer<typeof announceJoinRequestRequest>;
export interface AnnounceJoinRequestResponse {
  /** How many managers were notified. */
  notified: number;
}

/** POST /api/chat/community-applications: a community manager answers a join request. */
export const decideCommunityApplicationRequest = z.strictObject({
  channelId,
  userId: id,
  accept: z.boolean(),
});
export type DecideCommunityApplicationRequest = z.infer<typeof decideCommunityApplicationRequest>;
export interface DecideCommunityApplicationResponse {
  outcome: 'accepted' | 'declined';
}

/**
 * POST /api/chat/channel-roles: an owner or admin changes a member's channel role (the rules are
 * `channelRoleChangeRefusal` in chat.ts). Workspace (`team`) channel roles are refused: they
 * follow the workspace roles.
 */
export const changeChannelRoleRequest = z.strictObject({
  channelType: z.enum(CHANNEL_TYPES),
  channelId,
  userId: id,
  role: z.enum(CHANNEL_ROLES),
});
export type ChangeChannelRoleRequest = z.infer<typeof changeChannelRoleRequest>;
export interface ChangeChannelRoleResponse {
  userId: string;
  role: ChannelRole;
}

/** A direct or group chat the server made or found: the client watches it by its id. */
export interface MessagingChannelResponse {
  channelType: 'messaging';
  channelId: string;
}

/**
 * POST /api/chat/direct-channels: the caller's direct chat with someone they share a workspace
 * with, made the first time (clients create no `messaging` channels on the chat service).
 */
export const openDirectChannelRequest = z.strictObject({ userId: id });
export type OpenDirectChannelRequest = z.infer<typeof openDirectChannelRequest>;

/** POST /api/chat/group-channels: a named group of people who share a workspace with the caller. */
export const createGroupChannelRequest = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(CHANNEL_NAME_MAX, `must be at most ${CHANNEL_NAME_MAX} characters`),
  memberIds: z
    .array(id)
    .min(1, 'must name at least one member')
    .max(MAX_GROUP_MEMBERS_ADDED, `must name at most ${MAX_GROUP_MEMBERS_ADDED} members`),
});
export type CreateGroupChannelRequest = z.infer<typeof createGroupChannelRequest>;

/**
 * POST /api/chat/group-members: a group's owner, admin or moderator adds someone who shares a
 * workspace with them, or removes a member (the chat service lets no client do either).
 */
export const changeGroupMemberRequest = z.strictObject({
  channelId,
  userId: id,
  change: z.enum(['add', 'remove']),
});
export type ChangeGroupMemberRequest = z.infer<typeof changeGroupMemberRequest>;
export interface ChangeGroupMemberResponse {
  userId: string;
  change: 'add' | 'remove';
}

/** A user as the chat service's events carry one (the fields the functions read). */
const chatEventUser = z.looseObject({
  id: z.string().min(1).max(255),
  name: z.string().optional(),
});

/**
 * A message event the functions act on (CHAT_WEBHOOK_EVENTS), as Stream's webhook sends it:
 * the channel, the message with its author and mentioned users, the acting user.
 */
export const chatMessageEvent = z
  .looseObject({
    type: z.enum(CHAT_WEBHOOK_EVENTS),
    cid: z.string().min(1).max(200),
    channel_type: z.string().min(1).max(64),
    channel_id: channelId,
    user: chatEventUser.optional(),
    message: z.looseObject({
      id: z.string().min(1).max(255),
      type: z.string().max(50).optional(),
      text: z.string().max(100_000).optional(),
      user: chatEventUser.optional(),
      mentioned_users: z.array(chatEventUser).nullish(),
    }),
  })
  .refine((event) => event.cid === `${event.channel_type}:${event.channel_id}`, {
    message: 'cid must be channel_type:channel_id',
    path: ['cid'],
  });
export type ChatMessageEvent = z.infer<typeof chatMessageEvent>;

function actsOn(type: string): type is ChatWebhookEvent {
  return (CHAT_WEBHOOK_EVENTS as readonly string[]).includes(type);
}

/**
 * POST /api/webhooks/stream: any event of the chat service's webhook. The ones the functions act
 * on must have their full shape (400 naming the field otherwise); any other type is acknowledged
 * unread, since an app's webhook may send types nobody asked for.
 */
export const streamWebhookRequest = z
  .looseObject({ type: z.string().min(1).max(100) })
  .transform((event, ctx) => {
    if (!actsOn(event.type)) return { handled: false as const, type: event.type };
    const parsed = chatMessageEvent.safeParse(event);
    if (parsed.success) return { handled: true as const, event: parsed.data };
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
export interface StreamWebhookResponse {
  type: string;
  /** Whether the functions act on this event type. */
  handled: boolean;
  /** How many people this delivery notified (0 for a repeated delivery). */
  notified: number;
}

/** Stream's webhook events carry the message and up to 50 members: more than a user request. */
export const MAX_STREAM_WEBHOOK_BYTES = 1024 * 1024;

export const userSignupWebhookRequest = z.strictObject({
  user: z.object({
    id,
    email: z.string().email().max(320),
    displayName: z.string().max(200).nullish(),
    createdAt: z.string().max(64).nullish(),
  }),
});
export type UserSignupWebhookRequest = z.infer<typeof userSignupWebhookRequest>;
export interface MessageResponse {
  message: string;
}

export const approveUserRequest = z.strictObject({ uid: id, approved: z.boolean() });
export type ApproveUserRequest = z.infer<typeof approveUserRequest>;
export interface ApproveUserResponse {
  uid: string;
  approved: boolean;
}

/** Every error answer of /api has this shape. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Request bodies larger than this are refused with 413. */
export const MAX_API_BODY_BYTES = 16 * 1024;

export { USERNAME_PATTERN };
export const claimUsernameRequest = z.strictObject({
  username: z.string().trim().regex(USERNAME_PATTERN, "use 3–30 letters, digits, '.', '_' or '-'"),
});
export type ClaimUsernameRequest = z.infer<typeof claimUsernameRequest>;
export interface ClaimUsernameResponse {
  username: string;
}

const workspaceId = id;
const invitableRole = z.enum(ASSIGNABLE_ROLES);

/** Creates a workspace the caller owns; the server picks its id. */
export const createWorkspaceRequest = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(WORKSPACE_NAME_MAX, `must be at most ${WORKSPACE_NAME_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(WORKSPACE_DESCRIPTION_MAX, `must be at most ${WORKSPACE_DESCRIPTION_MAX} characters`)
    .default(''),
});
export type CreateWorkspaceRequest = z.input<typeof createWorkspaceRequest>;
export interface CreateWorkspaceResponse {
  workspaceId: string;
}

/** Gives another member admin, member or viewer (assignRoles; admins only by the owner). */
export const setMemberRoleRequest = z.strictObject({
  workspaceId,
  userId: id,
  role: invitableRole,
});
export type SetMemberRoleRequest = z.infer<typeof setMemberRoleRequest>;

export const inviteMemberRequest = z.strictObject({
  workspaceId,
  email: z.string().trim().toLowerCase().email('must be an email address').max(320),
  role: invitableRole.default('member'),
});
export type InviteMemberRequest = z.input<typeof inviteMemberRequest>;
/** The same answer whether or not the email belongs to an account. */
export interface InviteMemberResponse {
  invitationId: string;
}

export const respondToInvitationRequest = z.strictObject({ invitationId: id, accept: z.boolean() });
export type RespondToInvitationRequest = z.infer<typeof respondToInvitationRequest>;

/** Withdraws a pending invitation (inviteMembers right in its workspace). */
export const revokeInvitationRequest = z.strictObject({ invitationId: id });
export type RevokeInvitationRequest = z.infer<typeof revokeInvitationRequest>;

export const removeMemberRequest = z.strictObject({ workspaceId, userId: id });
export type RemoveMemberRequest = z.infer<typeof removeMemberRequest>;

/**
 * POST /api/canvases/presence/leave: the caller's pointer leaves a canvas. Sent as the page
 * unloads, when the Firestore SDK's own delete would not get out; removes only the caller's entry.
 */
export const leaveCanvasPresenceRequest = z.strictObject({ workspaceId, canvasId: id });
export type LeaveCanvasPresenceRequest = z.infer<typeof leaveCanvasPresenceRequest>;
export interface LeaveCanvasPresenceResponse {
  left: true;
}

export const leaveWorkspaceRequest = z.strictObject({ workspaceId });
export type LeaveWorkspaceRequest = z.infer<typeof leaveWorkspaceRequest>;

export const transferOwnershipRequest = z.strictObject({ workspaceId, userId: id });
export type TransferOwnershipRequest = z.infer<typeof transferOwnershipRequest>;

export const deleteWorkspaceRequest = z.strictObject({
  workspaceId,
  /** The workspace's name, typed by the user to confirm. */
  confirmName: z.string().max(200),
});
export type DeleteWorkspaceRequest = z.infer<typeof deleteWorkspaceRequest>;

export interface OkResponse {
  ok: true;
}
