/**
 * The sections of a workspace, each with a list page at `/w/{workspaceId}/{section}`. A module
 * of their own: the web app's route table needs only these on every page, the address builders
 * (links.ts) only once signed in.
 */
export const WORKSPACE_SECTIONS = [
  'projects',
  'canvases',
  'videos',
  'calendar',
  'tasks',
  'settings',
] as const;
export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number];
