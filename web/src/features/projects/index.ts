/** The projects feature's public surface: its pages, the dashboard card, and finding a project. */
export { ProjectsPanel } from './components/projects-panel';
export { ProjectView } from './components/project-view';
export { ProjectsGlance } from './components/projects-glance';
export { useFindProjectWorkspace, useProjectOptions, useProjects } from './api/use-projects';
export type { Project } from './api/projects';
