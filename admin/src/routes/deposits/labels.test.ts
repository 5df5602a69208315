import { describe, expect, it } from 'vitest';
import { looksLikeTronAddress, unmatchedReasonLabel, watcherHealth } from './labels';

describe('looksLikeTronAddress', () => {
  it('takes base58 T-addresses of 34 characters and nothing else', () => {
    expect(looksLikeTronAddress('TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN')).toBe(true);
    expect(looksLikeTronAddress(' TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN ')).toBe(true);
    expect(looksLikeTronAddress('TQzWmVuK85937krPPwyVGrXLmt8WQEcCE')).toBe(false);
    expect(looksLikeTronAddress('TQzWmVuK85937krPPwyVGrXLmt8WQEcCE0')).toBe(false);
    expect(looksLikeTronAddress('0x41a614f803b6fd780986a42c78ec9c7f77e6ded1')).toBe(false);
  });
});

describe('watcherHealth', () => {
  const base = { seconds_since_success: 5, backoff_until: null, consecutive_failures: 0 };
  it('is ok after a recent pass, stale after two quiet minutes, never before a first pass', () => {
    expect(watcherHealth(base)).toBe('ok');
    expect(watcherHealth({ ...base, seconds_since_success: 121 })).toBe('stale');
    expect(watcherHealth({ ...base, seconds_since_success: null })).toBe('never');
  });
  it('says backing off before failing, and failing before anything else', () => {
    expect(watcherHealth({ ...base, consecutive_failures: 2, backoff_until: '2026-01-01T00:00:00Z' })).toBe(
      'backing_off',
    );
    expect(watcherHealth({ ...base, consecutive_failures: 1 })).toBe('failing');
  });
});

describe('unmatchedReasonLabel', () => {
  it('names known reasons in Chinese and shows unknown ones as they are', () => {
    expect(unmatchedReasonLabel('late')).toBe('订单过期后到账');
    expect(unmatchedReasonLabel('something_new')).toBe('something_new');
    expect(unmatchedReasonLabel(null)).toBe('');
  });
});
