/**
 * The app's addresses for workspace content, shared by the web app (its links and routes) and
 * the functions (the links their notifications carry), so a notification opens the same page a
 * link in the app does. Workspace content lives under `/w/{workspaceId}`: a link carries its
 * workspace and opens the item whichever workspace the reader's browser last chose.
 */

/** The sections of a workspace, each with a list page at `/w/{workspaceId}/{section}`. */
export const WORKSPACE_SECTIONS = [
  'projects',
  'canvases',
  'videos',
  'calendar',
  'settings',
] as const;
export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number];

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

export function videoHref(workspaceId: string, videoId: string): string {
  return `${workspaceHref(workspaceId, 'videos')}/${segment(videoId)}`;
}

/** The calendar, opened on one event when `eventId` is given. */
export function calendarHref(workspaceId: string, eventId?: string): string {
  const base = workspaceHref(workspaceId, 'calendar');
  return eventId ? `${base}?event=${segment(eventId)}` : base;
}

export function workspaceSettingsHref(workspaceId: string): string {
  return workspaceHref(workspaceId, 'settings');
}

/** An invitation to a workspace, answered by the invitee (not under `/w/`: they are not in it yet). */
export function invitationHref(invitationId: string): string {
  return `/invitations/${segment(invitationId)}`;
}
