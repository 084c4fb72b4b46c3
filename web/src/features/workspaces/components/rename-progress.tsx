import type { FanoutKind } from '@crewspace/common/fanout';
import { useRenameProgress } from '../api/use-rename-progress';

const count = new Intl.NumberFormat('en');

/** What the copy of a new name into member documents is doing, in words. */
export function renameProgressText(
  kind: FanoutKind,
  progress: { processed: number; total: number },
): string {
  const done = count.format(progress.processed);
  const total = count.format(progress.total);
  return kind === 'profile'
    ? `Updating your name in ${done} of ${total} workspaces…`
    : `Updating the name for ${done} of ${total} members…`;
}

/**
 * Shown where a name is changed while its copies are being updated in the background (a large
 * workspace's members see the new name over some minutes); nothing otherwise.
 */
export function RenameProgress({ kind, targetId }: { kind: FanoutKind; targetId: string }) {
  const progress = useRenameProgress(kind, targetId);
  if (!progress) return null;
  return <p role="status">{renameProgressText(kind, progress)}</p>;
}
