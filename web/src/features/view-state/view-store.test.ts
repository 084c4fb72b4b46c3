import { DASHBOARD_VIEW, goBackView, openView, resetView, viewStore } from './view-store';

describe('view store', () => {
  beforeEach(() => resetView());

  it('starts on the dashboard with no previous view', () => {
    expect(viewStore.getState()).toEqual({ current: DASHBOARD_VIEW, previous: null });
  });

  it('remembers the previous view with its canvas and project details', () => {
    openView('projectSingleView', { projectId: 'p1' });
    openView('canvas', { canvasId: 'c1', canvasTitle: 'Plan', projectId: 'p1' });
    expect(viewStore.getState()).toEqual({
      current: { view: 'canvas', canvasId: 'c1', canvasTitle: 'Plan', projectId: 'p1' },
      previous: { view: 'projectSingleView', canvasId: null, canvasTitle: null, projectId: 'p1' },
    });
  });

  it('does not push the same view twice', () => {
    openView('canvas', { canvasId: 'c1' });
    const before = viewStore.getState();
    openView('canvas', { canvasId: 'c1' });
    expect(viewStore.getState()).toBe(before);
  });

  it('goes back to the previous view', () => {
    openView('projectSingleView', { projectId: 'p1' });
    goBackView();
    expect(viewStore.getState().current).toEqual(DASHBOARD_VIEW);
    expect(viewStore.getState().previous?.view).toBe('projectSingleView');
  });
});
