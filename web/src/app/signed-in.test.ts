import { describe, expect, it } from 'vitest';
import * as signedInChunk from './signed-in';

describe('the signed-in chunk', () => {
  it('exports only plain function components, which signedIn() may wrap in React.lazy', () => {
    // A lazy component is an object: lazy-of-lazy fails at render (React error 306).
    const kinds = Object.entries(signedInChunk).map(([name, value]) => [name, typeof value]);
    expect(kinds.length).toBeGreaterThan(10);
    expect(kinds.filter(([, kind]) => kind !== 'function')).toEqual([]);
  });
});
