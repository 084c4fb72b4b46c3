import { emptyNoteSource, type SourceStatus } from './search-results';

const source = (type: string, items: unknown[] | undefined, isLoading = false): SourceStatus => ({
  type,
  isActive: true,
  isLoading,
  items,
});

describe('emptyNoteSource (one "nothing matches", and no empty source taking room)', () => {
  it('says nothing while a source found something or is still searching', () => {
    expect(
      emptyNoteSource([source('channels', []), source('messages', [{ id: 'm1' }])]),
    ).toBeNull();
    expect(
      emptyNoteSource([source('channels', []), source('messages', undefined, true)]),
    ).toBeNull();
    expect(emptyNoteSource([source('channels', []), source('messages', undefined)])).toBeNull();
  });

  it('says it once, in the last active source, when every one found nothing', () => {
    expect(emptyNoteSource([source('channels', []), source('messages', [])])).toBe('messages');
    const inactive = { ...source('messages', undefined), isActive: false };
    expect(emptyNoteSource([source('channels', []), inactive])).toBe('channels');
  });
});
