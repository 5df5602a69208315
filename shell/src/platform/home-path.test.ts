import { describe, expect, it } from 'vitest';
import { HOME_PATH, homeRedirect } from './home-path';

describe('the redirect of /', () => {
  it('keeps an invite code and drops everything else', () => {
    expect(homeRedirect('?code=AB12CD')).toBe('/home?code=AB12CD');
    expect(homeRedirect('?time=123&code=AB12CD')).toBe('/home?code=AB12CD');
    expect(homeRedirect('?code=a%20b')).toBe('/home?code=a+b');
  });

  it('goes plainly home without a code', () => {
    expect(homeRedirect('')).toBe(HOME_PATH);
    expect(homeRedirect('?time=123')).toBe(HOME_PATH);
    expect(homeRedirect('?code=%20')).toBe(HOME_PATH);
  });
});
