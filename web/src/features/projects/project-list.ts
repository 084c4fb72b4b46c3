/** Pure helpers for project lists: filter by status, sort, and the dashboard's active-first order. */
import { PROJECT_STATUSES, type ProjectStatus } from '@crewspace/common/models';

export interface ListedProject {
  id: string;
  name: string;
  status: ProjectStatus;
  dueDate: Date | null;
  updatedAt: Date | null;
}

export const PROJECT_SORTS = ['updated', 'name', 'due'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const PROJECT_SORT_LABELS: Record<ProjectSort, string> = {
  updated: 'Last updated',
  name: 'Name',
  due: 'Due date',
};

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Active',
  'on-hold': 'On hold',
  done: 'Done',
  archived: 'Archived',
};

/** `null` keeps every status. */
export function filterProjects<P extends ListedProject>(
  projects: readonly P[],
  status: ProjectStatus | null,
): P[] {
  return status ? projects.filter((project) => project.status === status) : [...projects];
}

function time(date: Date | null): number | null {
  return date ? date.getTime() : null;
}

/**
 * updated: newest first; name: A→Z, case-insensitive; due: soonest first with undated last.
 * Ties keep a stable order by name, then id.
 */
export function sortProjects<P extends ListedProject>(
  projects: readonly P[],
  sort: ProjectSort,
): P[] {
  const byName = (a: P, b: P) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id);
  return [...projects].sort((a, b) => {
    if (sort === 'name') return byName(a, b);
    if (sort === 'due') {
      const da = time(a.dueDate);
      const db = time(b.dueDate);
      if (da === null && db === null) return byName(a, b);
      if (da === null) return 1;
      if (db === null) return -1;
      return da - db || byName(a, b);
    }
    return (time(b.updatedAt) ?? 0) - (time(a.updatedAt) ?? 0) || byName(a, b);
  });
}

const STATUS_RANK: Record<ProjectStatus, number> = {
  active: 0,
  'on-hold': 1,
  done: 2,
  archived: 3,
};

/** The dashboard's order: active first, then on hold, done, archived; newest update first within each. */
export function activeFirst<P extends ListedProject>(projects: readonly P[]): P[] {
  return sortProjects(projects, 'updated').sort(
    (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status],
  );
}

/** Parses a status from a select or URL value; anything else means "all". */
export function parseStatusFilter(value: string): ProjectStatus | null {
  return (PROJECT_STATUSES as readonly string[]).includes(value) ? (value as ProjectStatus) : null;
}

/** Pinned canvases first, then by title. */
export function pinnedFirst<C extends { pinned: boolean; title: string }>(
  canvases: readonly C[],
): C[] {
  return [...canvases].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || a.title.localeCompare(b.title),
  );
}
