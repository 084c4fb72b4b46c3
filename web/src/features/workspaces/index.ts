/**
 * The workspaces feature's public surface: the current workspace (from the address or
 * remembered), memberships, members and their names, pickers, settings and invitations.
 */
export {
  WorkspaceProvider,
  useWorkspace,
  type WorkspaceAccess,
  type WorkspaceContextValue,
} from './workspace-provider';
export type { Workspace } from './api/workspaces';
export type { Member } from './api/members';
export { memberName, useMembersById, type MembersById } from './api/use-members-by-id';
export { useMemberList } from './api/use-member-list';
export { useStorageUsed } from './api/use-storage-usage';
export { useChangedMeanwhile } from './components/changed-meanwhile';
export { CommentComposer, type CommentComposerProps } from './components/comment-composer';
export { CreateWorkspace } from './components/create-workspace';
export { InvitationResponse } from './components/invitation-response';
export { MemberPicker } from './components/member-picker';
export { MemberSearch } from './components/member-search';
export { MembersGlance } from './components/members-glance';
export { RenameProgress } from './components/rename-progress';
export { WorkspaceSettings } from './components/workspace-settings';
export { WorkspaceSwitcher } from './components/workspace-switcher';
