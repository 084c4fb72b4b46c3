/**
 * The workspace's time zone (its calendar settings), which due dates are read on. Read here from
 * the workspace document rather than through the calendar feature, which shows tasks of events.
 */
import { DEFAULT_CALENDAR_CONFIG } from '@crewspace/common/models';
import { doc, type FirestoreDataConverter } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useDocData } from '@/lib/firebase/live-data';

/** The zone the workspace's calendar settings name, or null when they name none. */
const timeZoneConverter: FirestoreDataConverter<string | null> = {
  toFirestore: () => ({}),
  fromFirestore(snapshot) {
    const zone: unknown = snapshot.get('calendarConfig.timePreferences.timeZone');
    return typeof zone === 'string' && zone ? zone : null;
  },
};

/** The device's zone until the workspace's settings are read. */
export function useWorkspaceTimeZone(workspaceId: string): string {
  const workspace = useDocData(
    doc(useFirestore(), 'workspaces', workspaceId).withConverter(timeZoneConverter),
  );
  if (workspace.status !== 'ready') return Intl.DateTimeFormat().resolvedOptions().timeZone;
  return workspace.data ?? DEFAULT_CALENDAR_CONFIG.timePreferences.timeZone;
}
