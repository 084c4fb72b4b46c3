/** Which workspace is current: the remembered one while the user still belongs to it. */
export interface WorkspaceChoice {
  id: string;
  isDefault: boolean;
}

export function pickCurrentWorkspace<W extends WorkspaceChoice>(
  workspaces: readonly W[],
  rememberedId: string | null,
): W | null {
  return (
    workspaces.find((workspace) => workspace.id === rememberedId) ??
    workspaces.find((workspace) => workspace.isDefault) ??
    workspaces[0] ??
    null
  );
}
