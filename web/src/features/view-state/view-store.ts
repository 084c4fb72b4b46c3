/**
 * The main area's view (dashboard, projectSingleView, canvas): the current and previous view
 * with the canvas title, canvas id and project id they were opened with. A small store that any
 * component reads with useViewState(), instead of props threaded through the shell.
 */
import { createStore, useStore } from '@/lib/create-store';

export type ViewName = 'dashboard' | 'projectSingleView' | 'canvas';

export interface ViewEntry {
  view: ViewName;
  canvasTitle: string | null;
  canvasId: string | null;
  projectId: string | null;
}

export interface ViewState {
  current: ViewEntry;
  previous: ViewEntry | null;
}

export const DASHBOARD_VIEW: ViewEntry = {
  view: 'dashboard',
  canvasTitle: null,
  canvasId: null,
  projectId: null,
};

export const viewStore = createStore<ViewState>({ current: DASHBOARD_VIEW, previous: null });

/** Opens a view; the one shown before becomes `previous`. Opening the same view again is a no-op. */
export function openView(view: ViewName, details: Partial<Omit<ViewEntry, 'view'>> = {}): void {
  viewStore.setState((state) => {
    const next: ViewEntry = {
      view,
      canvasTitle: details.canvasTitle ?? null,
      canvasId: details.canvasId ?? null,
      projectId: details.projectId ?? null,
    };
    const same =
      state.current.view === next.view &&
      state.current.canvasId === next.canvasId &&
      state.current.projectId === next.projectId &&
      state.current.canvasTitle === next.canvasTitle;
    return same ? state : { current: next, previous: state.current };
  });
}

/** Returns to the previous view (or the dashboard when there is none). */
export function goBackView(): void {
  viewStore.setState((state) => ({
    current: state.previous ?? DASHBOARD_VIEW,
    previous: state.previous ? state.current : null,
  }));
}

export function resetView(): void {
  viewStore.setState({ current: DASHBOARD_VIEW, previous: null });
}

export function useViewState(): ViewState {
  return useStore(viewStore, (state) => state);
}
