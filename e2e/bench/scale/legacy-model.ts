/**
 * The array model the app used before member documents: every member's uid in `members`, their
 * name and photo in `membersList`, on the workspace document itself (scripts/lib/migrate-members
 * moves it). The bench stores it beside the new model to measure it where it can still be stored.
 */
import {
  DEFAULT_CALENDAR_CONFIG,
  type WorkspaceDoc,
  type WorkspaceMemberSummary,
} from '@crewspace/common/models';
import type { Person } from './dataset';

export type LegacyWorkspaceDoc<T> = WorkspaceDoc<T> & {
  members: string[];
  membersList: WorkspaceMemberSummary[];
  projects: string[];
};

export function legacyWorkspaceDoc<T>(input: {
  name: string;
  owner: Person;
  members: readonly Person[];
  now: T;
}): LegacyWorkspaceDoc<T> {
  return {
    name: input.name,
    ownerId: input.owner.uid,
    members: input.members.map((member) => member.uid),
    membersList: input.members.map(({ uid, displayName, photoURL }) => ({
      uid,
      displayName,
      photoURL,
    })),
    membersCount: input.members.length,
    type: 'workspace',
    description: '',
    isDefault: false,
    projects: [],
    calendarConfig: DEFAULT_CALENDAR_CONFIG,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/** The array model's role record of a member with an explicit role. */
export function legacyRoleRecordPath(workspaceId: string, uid: string): string {
  return `workspaceRoles/${workspaceId}_${uid}`;
}
