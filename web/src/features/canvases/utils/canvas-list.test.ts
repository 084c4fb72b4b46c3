import { cleanTitle, copyTitle, exportFileName, sortCanvases } from './canvas-list';

describe('canvas list', () => {
  it('puts pinned canvases first, then the most recently updated', () => {
    const canvases = [
      { id: 'old', title: 'Old', pinned: false, updatedAt: new Date('2026-01-01') },
      { id: 'pin', title: 'Pinned', pinned: true, updatedAt: new Date('2025-01-01') },
      { id: 'new', title: 'New', pinned: false, updatedAt: new Date('2026-03-01') },
      { id: 'saving', title: 'Saving', pinned: false, updatedAt: null },
    ];
    expect(sortCanvases(canvases).map((c) => c.id)).toEqual(['pin', 'saving', 'new', 'old']);
  });

  it('cleans titles', () => {
    expect(cleanTitle('  Road   map ')).toBe('Road map');
    expect(cleanTitle('   ')).toBeNull();
    expect(cleanTitle('x'.repeat(101))).toBeNull();
  });

  it('names copies without clashing', () => {
    expect(copyTitle('Plan')).toBe('Plan (copy)');
    expect(copyTitle('Plan', ['Plan (copy)'])).toBe('Plan (copy 2)');
    expect(copyTitle('Plan (copy)', ['Plan (copy)'])).toBe('Plan (copy 2)');
  });

  it('makes export file names', () => {
    expect(exportFileName('Q2 plan!', 'png')).toBe('q2-plan.png');
    expect(exportFileName('', 'svg')).toBe('canvas.svg');
  });
});
