/**
 * The offline feature's public surface: the top bar's sync indicator (offline, changes waiting to
 * sync, all saved) and its status for others (the shell asks before a sign-out would delete
 * changes still waiting), and whether Firestore has answered (the chat connects after it).
 * Signed-in only: it reads Firestore.
 */
export { SyncIndicator } from './components/sync-indicator';
export { useSyncStatus, type LiveSyncStatus } from './use-sync-status';
export { countChanges } from './sync-status';
export { useServerReachable } from './api/use-server-reachable';
