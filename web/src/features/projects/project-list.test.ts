import {
  activeFirst,
  filterProjects,
  parseStatusFilter,
  pinnedFirst,
  sortProjects,
  type ListedProject,
} from './project-list';

function project(overrides: Partial<ListedProject> & { id: string }): ListedProject {
  return { name: overrides.id, status: 'active', dueDate: null, updatedAt: null, ...overrides };
}

const alpha = project({
  id: 'a',
  name: 'alpha',
  status: 'done',
  dueDate: new Date('2026-03-01'),
  updatedAt: new Date('2026-01-03'),
});
const bravo = project({
  id: 'b',
  name: 'Bravo',
  status: 'active',
  dueDate: null,
  updatedAt: new Date('2026-01-05'),
});
const charlie = project({
  id: 'c',
  name: 'charlie',
  status: 'on-hold',
  dueDate: new Date('2026-02-01'),
  updatedAt: new Date('2026-01-01'),
});
const delta = project({
  id: 'd',
  name: 'Delta',
  status: 'active',
  dueDate: new Date('2026-04-01'),
  updatedAt: new Date('2026-01-02'),
});
const all = [alpha, bravo, charlie, delta];
const ids = (list: readonly ListedProject[]) => list.map((p) => p.id);

describe('filterProjects', () => {
  it('keeps only the chosen status', () => {
    expect(ids(filterProjects(all, 'active'))).toEqual(['b', 'd']);
    expect(ids(filterProjects(all, 'archived'))).toEqual([]);
  });

  it('keeps everything for null, as a copy', () => {
    const result = filterProjects(all, null);
    expect(ids(result)).toEqual(['a', 'b', 'c', 'd']);
    expect(result).not.toBe(all);
  });
});

describe('sortProjects', () => {
  it('sorts by last update, newest first', () => {
    expect(ids(sortProjects(all, 'updated'))).toEqual(['b', 'a', 'd', 'c']);
  });

  it('sorts by name ignoring case', () => {
    expect(ids(sortProjects(all, 'name'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by due date, soonest first, undated last', () => {
    expect(ids(sortProjects(all, 'due'))).toEqual(['c', 'a', 'd', 'b']);
  });

  it('does not change its input', () => {
    const input = [...all];
    sortProjects(input, 'name');
    expect(ids(input)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('activeFirst', () => {
  it('puts active projects first, then on hold, done and archived, newest first within each', () => {
    const archived = project({ id: 'e', status: 'archived', updatedAt: new Date('2026-02-01') });
    expect(ids(activeFirst([...all, archived]))).toEqual(['b', 'd', 'c', 'a', 'e']);
  });
});

describe('parseStatusFilter', () => {
  it('accepts statuses and turns anything else into "all"', () => {
    expect(parseStatusFilter('on-hold')).toBe('on-hold');
    expect(parseStatusFilter('')).toBeNull();
    expect(parseStatusFilter('toString')).toBeNull();
  });
});

describe('pinnedFirst', () => {
  it('puts pinned canvases first, then orders by title', () => {
    const canvases = [
      { title: 'b', pinned: false },
      { title: 'c', pinned: true },
      { title: 'a', pinned: false },
    ];
    expect(pinnedFirst(canvases).map((canvas) => canvas.title)).toEqual(['c', 'a', 'b']);
  });
});
