/** What a role may do with projects (the rights table in common/permissions). */
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';

export interface ProjectRights {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

/** create/edit: editMessages; delete: the creator (with editMessages) or deleteMessages. */
export function projectRights(
  role: WorkspaceRole | null,
  uid: string,
  project: { createdBy: string } | null,
): ProjectRights {
  const canEdit = hasWorkspaceRight(role, 'editMessages');
  return {
    create: canEdit,
    edit: canEdit && project !== null,
    delete:
      project !== null &&
      (hasWorkspaceRight(role, 'deleteMessages') || (canEdit && project.createdBy === uid)),
  };
}
