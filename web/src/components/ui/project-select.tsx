/**
 * Choosing the project a canvas or an event belongs to. The options come from the route (the
 * projects feature reads them), so the canvases and calendar features need not import projects.
 */
import { Link } from 'react-router-dom';
import { SelectField } from './select-field';

/** A project as a choice: enough to name it and link to it. */
export interface ProjectOption {
  id: string;
  name: string;
  /** Its page, `/w/{ws}/projects/{id}`. */
  href: string;
}

export interface ProjectSelectProps {
  projects: readonly ProjectOption[];
  /** The chosen project's id, or null for none. */
  value: string | null;
  onChange(projectId: string | null): void;
  disabled?: boolean;
}

export function ProjectSelect({ projects, value, onChange, disabled }: ProjectSelectProps) {
  // A project not among the options (deleted, or beyond the list) stays chosen, not dropped.
  const unlisted = value !== null && !projects.some((project) => project.id === value);
  return (
    <SelectField
      label="Project"
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">No project</option>
      {unlisted ? <option value={value}>A project not listed</option> : null}
      {projects.map((project) => (
        <option key={project.id} value={project.id}>
          {project.name}
        </option>
      ))}
    </SelectField>
  );
}

/** "In project X", linking to the project; nothing when there is none or it is not listed. */
export function ProjectLink({
  projects,
  projectId,
}: {
  projects: readonly ProjectOption[];
  projectId: string | null;
}) {
  const project = projectId ? projects.find((option) => option.id === projectId) : undefined;
  if (!project) return null;
  return (
    <span>
      In project <Link to={project.href}>{project.name}</Link>
    </span>
  );
}
