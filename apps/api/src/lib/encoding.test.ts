import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './encoding.ts';

describe('Accept-Encoding', () => {
  it('keeps brotli and gzip when allowed, brotli first; q=0 refuses one; * allows both', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
  });
});
