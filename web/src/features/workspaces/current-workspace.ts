/**
 * Which workspace is current: the remembered one while the user is still a member of it, else
 * the one they joined first (their personal workspace, made at sign-up).
 */
export function pickCurrentWorkspaceId(
  memberships: readonly { workspaceId: string }[],
  rememberedId: string | null,
): string | null {
  const remembered = memberships.find((membership) => membership.workspaceId === rememberedId);
  return (remembered ?? memberships[0])?.workspaceId ?? null;
}
