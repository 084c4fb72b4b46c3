import { checklistProgress, withItemAdded, withItemChanged, withItemRemoved } from './checklist';

const list = [
  { id: '1', text: 'Draft', done: true },
  { id: '2', text: 'Review', done: false },
];

describe('checklist changes', () => {
  it('adds, ticks and removes one item, leaving the others as they were', () => {
    expect(withItemAdded(list, { id: '3', text: 'Ship', done: false })).toHaveLength(3);
    expect(withItemChanged(list, '2', { done: true })).toEqual([
      { id: '1', text: 'Draft', done: true },
      { id: '2', text: 'Review', done: true },
    ]);
    expect(withItemRemoved(list, '1')).toEqual([{ id: '2', text: 'Review', done: false }]);
  });

  it('counts what is done', () => {
    expect(checklistProgress(list)).toEqual({ done: 1, total: 2 });
    expect(checklistProgress([])).toBeNull();
  });
});
