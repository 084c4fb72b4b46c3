/**
 * The app's addresses for workspace content, shared by the web app (its links and routes) and
 * the functions (the links their notifications carry), so a notification opens the same page a
 * link in the app does. Workspace content lives under `/w/{workspaceId}`: a link carries its
 * workspace and opens the item whichever workspace the reader's browser last chose.
 */
import { CHANNEL_ID_PATTERN } from './chat';
import { versionNumber } from './video-versions';
import type { WorkspaceSection } from './workspace-sections';

export { WORKSPACE_SECTIONS, type WorkspaceSection } from './workspace-sections';

const segment = encodeURIComponent;

/** `/w/{workspaceId}`, or a section of it (`/w/{workspaceId}/projects`). */
export function workspaceHref(workspaceId: string, section?: WorkspaceSection): string {
  const base = `/w/${segment(workspaceId)}`;
  return section ? `${base}/${section}` : base;
}

export function projectHref(workspaceId: string, projectId: string): string {
  return `${workspaceHref(workspaceId, 'projects')}/${segment(projectId)}`;
}

export function canvasHref(workspaceId: string, canvasId: string): string {
  return `${workspaceHref(workspaceId, 'canvases')}/${segment(canvasId)}`;
}

/**
 * Where a video's review page opens: on a version (`?v=`, e.g. `v2`; the newest when absent), at
 * a moment (`?t=` seconds) and on a comment.
 */
export interface VideoLinkTarget {
  versionId?: string;
  time?: number;
  commentId?: string;
}

/** A video's review page, optionally opened at a moment and on one of its comments. */
export function videoHref(workspaceId: string, videoId: string, at: VideoLinkTarget = {}): string {
  const base = `${workspaceHref(workspaceId, 'videos')}/${segment(videoId)}`;
  const query = new URLSearchParams();
  if (at.versionId && versionNumber(at.versionId) !== null) query.set('v', at.versionId);
  if (at.time !== undefined && Number.isFinite(at.time) && at.time >= 0)
    query.set('t', String(Math.round(at.time * 100) / 100));
  if (at.commentId) query.set('comment', at.commentId);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** What a videoHref query asks for; a mangled `v`, `t` or `comment` is left out, never an error. */
export function videoLinkTarget(query: URLSearchParams): VideoLinkTarget {
  const target: VideoLinkTarget = {};
  const versionId = query.get('v');
  if (versionId && versionNumber(versionId) !== null) target.versionId = versionId;
  const time = Number(query.get('t') ?? NaN);
  if (query.get('t') && Number.isFinite(time) && time >= 0) target.time = time;
  const commentId = query.get('comment');
  if (commentId && /^[A-Za-z0-9_-]{1,128}$/.test(commentId)) target.commentId = commentId;
  return target;
}

/** A task's own page (`/w/{ws}/tasks/{taskId}`); the board is `workspaceHref(ws, 'tasks')`. */
export function taskHref(workspaceId: string, taskId: string): string {
  return `${workspaceHref(workspaceId, 'tasks')}/${segment(taskId)}`;
}

/** The calendar, opened on one event when `eventId` is given. */
export function calendarHref(workspaceId: string, eventId?: string): string {
  const base = workspaceHref(workspaceId, 'calendar');
  return eventId ? `${base}?event=${segment(eventId)}` : base;
}

/** The query parameter naming the project something new starts in. */
export const NEW_IN_PROJECT_PARAM = 'project';

/** The canvases page with a new canvas's project already chosen (a project's "New canvas"). */
export function newCanvasHref(workspaceId: string, projectId: string): string {
  return `${workspaceHref(workspaceId, 'canvases')}?${NEW_IN_PROJECT_PARAM}=${segment(projectId)}`;
}

/** The calendar with the new-event dialog open in a project (a project's "New event"). */
export function newEventHref(workspaceId: string, projectId: string): string {
  return `${workspaceHref(workspaceId, 'calendar')}?${NEW_IN_PROJECT_PARAM}=${segment(projectId)}`;
}

export function workspaceSettingsHref(workspaceId: string): string {
  return workspaceHref(workspaceId, 'settings');
}

/** The query parameter of workspace settings naming the member whose row to show. */
export const MEMBER_PARAM = 'member';

/** A member of a workspace: their row in its settings' member list (members have no page). */
export function workspaceMemberHref(workspaceId: string, uid: string): string {
  return `${workspaceSettingsHref(workspaceId)}?${MEMBER_PARAM}=${segment(uid)}`;
}

/** An invitation to a workspace, answered by the invitee (not under `/w/`: they are not in it yet). */
export function invitationHref(invitationId: string): string {
  return `/invitations/${segment(invitationId)}`;
}

/**
 * The app route that opens a chat channel (`cid` is Stream's `type:id`), optionally at one of
 * its messages: the one link notifications and the web app share.
 */
export function chatChannelPath(cid: string, messageId?: string): string {
  const query = new URLSearchParams({ channel: cid });
  if (messageId) query.set('message', messageId);
  return `/chat?${query.toString()}`;
}

export interface ChatLinkTarget {
  /** Stream's channel id (the part of the cid after `type:`), what the channel list opens by. */
  channelId: string;
  messageId?: string;
}

/**
 * What a chatChannelPath link asks to open, read back from its query; undefined when the query
 * names no well-formed channel, so a mangled link opens chat as usual instead of failing.
 */
export function chatLinkTarget(query: URLSearchParams): ChatLinkTarget | undefined {
  const [type, channelId, ...rest] = (query.get('channel') ?? '').split(':');
  if (!type || !channelId || rest.length > 0 || !CHANNEL_ID_PATTERN.test(channelId))
    return undefined;
  const messageId = query.get('message') || undefined;
  return messageId ? { channelId, messageId } : { channelId };
}
