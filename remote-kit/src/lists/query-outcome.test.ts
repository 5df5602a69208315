import { describe, expect, it } from 'vitest';
import { RequestCancelledError } from 'shared-contracts';
import { failureKind } from './query-outcome';

const named = (name: string, status?: number) => Object.assign(new Error('红包不存在'), { name, status });

describe('failureKind', () => {
  it('reads a refusal in the envelope as refused', () => {
    expect(failureKind(named('EnvelopeError'))).toBe('refused');
  });

  it('reads a 4xx with the server’s text as refused, but not a login, timeout or rate limit', () => {
    expect(failureKind(named('HttpStatusError', 404))).toBe('refused');
    expect(failureKind(named('HttpStatusError', 403))).toBe('refused');
    for (const status of [401, 408, 429]) expect(failureKind(named('HttpStatusError', status))).toBe('failed');
  });

  it('reads 5xx, network and odd errors as failed', () => {
    expect(failureKind(named('HttpStatusError'))).toBe('failed');
    expect(failureKind(named('HttpStatusError', 500))).toBe('failed');
    expect(failureKind(named('HttpStatusError', 502))).toBe('failed');
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('failed');
    expect(failureKind('odd')).toBe('failed');
  });

  it('reads a cancellation as cancelled', () => {
    expect(failureKind(new RequestCancelledError())).toBe('cancelled');
  });
});
