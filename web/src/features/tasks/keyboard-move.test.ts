import { describePlace, movePlace, placeOf, type BoardColumns } from './keyboard-move';

const columns: BoardColumns = {
  todo: ['t1', 't2', 't3'],
  'in-progress': ['p1'],
  'in-review': [],
  done: ['d1', 'd2'],
};

describe('moving a card from the keyboard', () => {
  it('finds the card where it is', () => {
    expect(placeOf(columns, 't2')).toEqual({ status: 'todo', index: 1 });
    expect(placeOf(columns, 'nowhere')).toBeNull();
  });

  it('moves up and down within a column, stopping at its ends', () => {
    const start = { status: 'todo' as const, index: 1 };
    expect(movePlace(columns, 't2', start, 'ArrowUp')).toEqual({ status: 'todo', index: 0 });
    expect(movePlace(columns, 't2', { status: 'todo', index: 0 }, 'ArrowUp')).toEqual({
      status: 'todo',
      index: 0,
    });
    // Among the two other cards, the last place is index 2.
    expect(movePlace(columns, 't2', { status: 'todo', index: 2 }, 'ArrowDown')).toEqual({
      status: 'todo',
      index: 2,
    });
  });

  it('moves across columns, keeping its height where the column has room', () => {
    const start = { status: 'todo' as const, index: 2 };
    expect(movePlace(columns, 't3', start, 'ArrowRight')).toEqual({
      status: 'in-progress',
      index: 1,
    });
    const inProgress = { status: 'in-progress' as const, index: 1 };
    expect(movePlace(columns, 't3', inProgress, 'ArrowRight')).toEqual({
      status: 'in-review',
      index: 0,
    });
    expect(movePlace(columns, 't3', start, 'ArrowLeft')).toEqual(start);
    expect(movePlace(columns, 'd1', { status: 'done', index: 0 }, 'ArrowRight')).toEqual({
      status: 'done',
      index: 0,
    });
  });

  it('ignores other keys', () => {
    expect(movePlace(columns, 't1', { status: 'todo', index: 0 }, 'a')).toBeNull();
  });

  it('says where the card would land', () => {
    expect(describePlace(columns, 't1', { status: 'in-review', index: 0 })).toBe(
      'In review, position 1 of 1',
    );
    expect(describePlace(columns, 't1', { status: 'todo', index: 2 })).toBe(
      'To do, position 3 of 3',
    );
  });
});
