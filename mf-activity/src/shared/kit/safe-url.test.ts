import { describe, expect, it } from 'vitest';
import { isSafeImageSrc, isSafeLinkHref, openExternal } from './safe-url';

describe('isSafeLinkHref', () => {
  it('keeps absolute http(s) links', () => {
    expect(isSafeLinkHref('https://t.me/group')).toBe(true);
    expect(isSafeLinkHref(' HTTP://example.com/a?b=1 ')).toBe(true);
  });

  it('refuses script, data, mail, relative and protocol-relative links', () => {
    const refused = ['javascript:alert(1)', 'JaVaScRiPt:x', 'data:text/html,x', 'mailto:a@b.c', '/withdrawal'];
    for (const href of [...refused, '//evil.com', 'https://', 'https:///evil.com', 'https://a b.com']) {
      expect(isSafeLinkHref(href)).toBe(false);
    }
  });
});

describe('openExternal', () => {
  it('opens an http(s) link in a new tab without an opener', () => {
    const calls: string[][] = [];
    expect(openExternal(' https://t.me/group ', (...args) => calls.push(args))).toBe(true);
    expect(calls).toEqual([['https://t.me/group', '_blank', 'noopener']]);
  });

  it('opens nothing for any other link', () => {
    const calls: string[][] = [];
    expect(openExternal('javascript:alert(1)', (...args) => calls.push(args))).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('isSafeImageSrc', () => {
  it('allows http(s) and data:image pictures', () => {
    expect(isSafeImageSrc('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeImageSrc(' http://example.com/a.jpg ')).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });

  it('refuses scripts, other data, relative and protocol-relative sources', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '/covers/a.png',
      '//evil.example/a.png',
      'vbscript:x',
      '',
    ])
      expect(isSafeImageSrc(bad)).toBe(false);
  });
});
