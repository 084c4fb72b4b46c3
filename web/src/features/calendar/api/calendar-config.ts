/**
 * The workspace's calendarConfig (time zone, week start, working hours, views), a field of the
 * workspace document read through its own converter and changed with the changeSettings right.
 */
import type { CalendarConfig } from '@crewspace/common/models';
import { DEFAULT_CALENDAR_CONFIG } from '@crewspace/common/models';
import {
  doc,
  serverTimestamp,
  updateDoc,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { trackWrite } from '@/lib/firebase/pending-writes';
import { readOnlyConverter } from '@/lib/firebase/converter';

/** Fills missing parts of a stored calendarConfig with the defaults. */
export function normalizeCalendarConfig(value: unknown): CalendarConfig {
  const stored = (value ?? {}) as Partial<CalendarConfig>;
  return {
    timePreferences: {
      ...DEFAULT_CALENDAR_CONFIG.timePreferences,
      ...stored.timePreferences,
      workingHours: {
        ...DEFAULT_CALENDAR_CONFIG.timePreferences.workingHours,
        ...stored.timePreferences?.workingHours,
      },
    },
    viewPreferences: { ...DEFAULT_CALENDAR_CONFIG.viewPreferences, ...stored.viewPreferences },
  };
}

interface StoredWorkspace {
  calendarConfig?: CalendarConfig;
}

const calendarConfigConverter = readOnlyConverter<CalendarConfig, StoredWorkspace>(
  'Calendar settings',
  (_id, data) => normalizeCalendarConfig(data.calendarConfig),
);

/** The workspace document, read for its calendarConfig only. */
export function workspaceCalendarConfigRef(
  db: Firestore,
  workspaceId: string,
): DocumentReference<CalendarConfig, StoredWorkspace> {
  return doc(db, 'workspaces', workspaceId).withConverter(calendarConfigConverter);
}

/** Needs the changeSettings right (firestore.rules: workspace update). */
export async function updateCalendarConfig(
  db: Firestore,
  workspaceId: string,
  config: CalendarConfig,
): Promise<void> {
  await trackWrite(
    updateDoc(doc(db, 'workspaces', workspaceId), {
      calendarConfig: config,
      updatedAt: serverTimestamp(),
    }),
  );
}
