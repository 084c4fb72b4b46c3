import { describe, expect, it } from 'vitest';
import { countTrouble } from './emulator-log';

describe('countTrouble', () => {
  it('counts dropped trigger events and lock timeouts, once each', () => {
    const log = [
      'Nov 27, 2026 11:50:10 PM com.google.cloud.datastore.emulator.impl.util.WrappedStreamObserver onError',
      'WARNING: Operation failed: Transaction lock timeout.',
      'com.google.cloud.datastore.core.exception.DatastoreException: Transaction lock timeout.',
      'WARNING: Failed to publish v2 event to 127.0.0.1:15001: Read timed out',
      '261127 23:54:46.495:W 37 [pool-1-thread-1] [x.publishV2Event:154] Failed to publish v2 event to 127.0.0.1:15001: Read timed out',
      'WARNING: Failed to publish v2 event to 127.0.0.1:15001: Connection refused',
    ].join('\n');
    expect(countTrouble(log)).toEqual({ undeliveredEvents: 2, lockTimeouts: 1 });
    expect(countTrouble('INFO: Detected HTTP/2 connection.')).toEqual({
      undeliveredEvents: 0,
      lockTimeouts: 0,
    });
  });
});
