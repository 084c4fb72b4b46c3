/** `/w/:workspaceId/calendar[?event=id]` (lazy: FullCalendar). The open event is in the address. */
import { Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { NEW_IN_PROJECT_PARAM } from '@crewspace/common/links';
import { WorkspaceCalendar } from '@/features/calendar';
import { useProjectOptions } from '@/features/projects';
import { useWorkspaceRoute } from './workspace-layout';

const EVENT_PARAM = 'event';

export function CalendarRoute() {
  const { workspace, uid, role } = useWorkspaceRoute();
  const [params, setParams] = useSearchParams();
  const openEventId = params.get(EVENT_PARAM);
  const newInProjectId = params.get(NEW_IN_PROJECT_PARAM);
  const projects = useProjectOptions(workspace.id);
  const onOpenEvent = useCallback(
    (eventId: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (eventId) next.set(EVENT_PARAM, eventId);
        else next.delete(EVENT_PARAM);
        return next;
      }),
    [setParams],
  );
  const onNewInProjectDone = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_IN_PROJECT_PARAM);
        return next;
      }),
    [setParams],
  );
  return (
    <Suspense fallback={<Loading />}>
      <WorkspaceCalendar
        key={workspace.id}
        workspaceId={workspace.id}
        workspaceName={workspace.name}
        uid={uid}
        role={role}
        openEventId={openEventId}
        onOpenEvent={onOpenEvent}
        projects={projects}
        newInProjectId={newInProjectId}
        onNewInProjectDone={onNewInProjectDone}
      />
    </Suspense>
  );
}
