import { describe, expect, it } from 'vitest';
import { crc32c, crc32cBase64 } from './crc32c';

describe('crc32c', () => {
  it('matches the standard check value', () => {
    expect(crc32c(0, Buffer.from('123456789')).toString(16)).toBe('e3069283');
  });

  it('continues across chunks and encodes like GCS', () => {
    const data = Buffer.from('The quick brown fox jumps over the lazy dog, twice over.');
    expect(crc32c(crc32c(0, data.subarray(0, 13)), data.subarray(13))).toBe(crc32c(0, data));
    expect(crc32cBase64(0)).toBe('AAAAAA==');
  });
});
