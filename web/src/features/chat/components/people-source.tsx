/**
 * Where chat finds people to add: the members of one of the user's workspaces at a time (never a
 * directory of everyone), starting with the current workspace.
 */
import { useMemo, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { useWorkspace } from '@/features/workspaces';

export interface PeopleSource {
  /** The user's active workspaces, oldest membership first. */
  workspaces: readonly { id: string; name: string }[];
  /** The workspace whose members are searched; null when the user has none. */
  workspaceId: string | null;
  setWorkspaceId(id: string): void;
}

export function usePeopleSource(): PeopleSource {
  const { current, memberships } = useWorkspace();
  const workspaces = useMemo(
    () =>
      memberships
        .filter((membership) => !membership.suspended)
        .map((membership) => ({ id: membership.workspaceId, name: membership.workspaceName })),
    [memberships],
  );
  const [chosen, setWorkspaceId] = useState<string | null>(null);
  return { workspaces, workspaceId: chosen ?? current?.id ?? null, setWorkspaceId };
}

export interface PeopleFromFieldProps {
  source: PeopleSource;
  /** Called after the workspace changed (a choice of people made in another one ends). */
  onChange?(): void;
}

/** "People from": shown only to someone with more than one workspace. */
export function PeopleFromField({ source, onChange }: PeopleFromFieldProps) {
  if (source.workspaces.length < 2) return null;
  return (
    <SelectField
      label="People from"
      value={source.workspaceId ?? ''}
      onChange={(event) => {
        source.setWorkspaceId(event.target.value);
        onChange?.();
      }}
    >
      {source.workspaces.map((workspace) => (
        <option key={workspace.id} value={workspace.id}>
          {workspace.name}
        </option>
      ))}
    </SelectField>
  );
}
