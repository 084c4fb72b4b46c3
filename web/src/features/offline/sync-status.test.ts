import { countChanges, syncStatus } from './sync-status';

describe('syncStatus', () => {
  it('says all changes are saved only online with nothing waiting', () => {
    expect(
      syncStatus({ online: true, server: 'connected', pending: 0, unconfirmed: false }),
    ).toEqual({
      state: 'saved',
      tone: 'success',
      label: 'All changes saved',
    });
  });

  it('counts the changes waiting while offline', () => {
    expect(
      syncStatus({ online: false, server: 'unreachable', pending: 3, unconfirmed: false }),
    ).toEqual({
      state: 'waiting',
      tone: 'warning',
      label: 'Offline · 3 changes waiting',
    });
    expect(
      syncStatus({ online: false, server: 'unreachable', pending: 1, unconfirmed: true }).label,
    ).toBe('Offline · 1 change waiting');
  });

  it('says changes are waiting offline when only Firestore knows of them (before a reload)', () => {
    expect(
      syncStatus({ online: false, server: 'unreachable', pending: 0, unconfirmed: true }),
    ).toEqual({
      state: 'waiting',
      tone: 'warning',
      label: 'Offline · changes waiting',
    });
  });

  it('says plain "Offline" with nothing waiting', () => {
    expect(
      syncStatus({ online: false, server: 'unreachable', pending: 0, unconfirmed: false }),
    ).toEqual({
      state: 'offline',
      tone: 'warning',
      label: 'Offline',
    });
  });

  it('says it is syncing until the server has every change, never "saved" before', () => {
    expect(
      syncStatus({ online: true, server: 'connected', pending: 2, unconfirmed: false }),
    ).toEqual({
      state: 'syncing',
      tone: 'neutral',
      label: 'Syncing 2 changes…',
    });
    expect(
      syncStatus({ online: true, server: 'connected', pending: 0, unconfirmed: true }).label,
    ).toBe('Syncing changes…');
  });
});

describe('syncStatus when the server does not answer', () => {
  it('says "Connecting…" while Firestore has not confirmed its data, never "saved"', () => {
    // Also while it cannot tell yet whether writes from before a reload wait: Firestore answers
    // that once it has started, and the first paint may have nothing waiting at all.
    for (const unconfirmed of [false, true]) {
      expect(syncStatus({ online: true, server: 'connecting', pending: 0, unconfirmed })).toEqual({
        state: 'connecting',
        tone: 'neutral',
        label: 'Connecting…',
      });
    }
  });

  it('says changes are syncing while connecting with writes outstanding', () => {
    expect(
      syncStatus({ online: true, server: 'connecting', pending: 2, unconfirmed: false }).label,
    ).toBe('Syncing 2 changes…');
  });

  it('says "Offline" when the browser reports a network the server cannot be reached through', () => {
    expect(
      syncStatus({ online: true, server: 'unreachable', pending: 0, unconfirmed: false }),
    ).toEqual({
      state: 'offline',
      tone: 'warning',
      label: 'Offline',
    });
    expect(
      syncStatus({ online: true, server: 'unreachable', pending: 1, unconfirmed: false }).label,
    ).toBe('Offline · 1 change waiting');
  });

  it('trusts the browser that says offline even before Firestore notices', () => {
    expect(
      syncStatus({ online: false, server: 'connected', pending: 0, unconfirmed: false }).state,
    ).toBe('offline');
  });
});

describe('countChanges', () => {
  it('uses the singular for one', () => {
    expect(countChanges(1)).toBe('1 change');
    expect(countChanges(0)).toBe('0 changes');
    expect(countChanges(12)).toBe('12 changes');
  });
});
