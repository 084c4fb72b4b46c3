/** The workspace's time zone (its calendar settings), which due dates are read on. */
import { useCalendarConfig } from '@/features/calendar';

/** The device's zone until the workspace's settings are read. */
export function useWorkspaceTimeZone(workspaceId: string): string {
  const config = useCalendarConfig(workspaceId);
  return config.status === 'ready' && config.data
    ? config.data.timePreferences.timeZone
    : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
