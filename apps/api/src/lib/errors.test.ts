import { describe, expect, it } from 'vitest';
import { AppError, rateLimited } from './errors.ts';

describe('AppError', () => {
  it('is an answer, not a fault: no stack frames are captured', () => {
    const error = rateLimited(3);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Too many requests. Try again later.');
    expect(error.stack ?? '').not.toMatch(/\n\s+at /);
  });

  it('leaves other errors their stack traces', () => {
    void new AppError(404, 'not_found', 'Not found.');
    expect(new Error('fault').stack).toMatch(/\n\s+at /);
  });
});
