import { describe, expect, it } from 'vitest';
import { isSafeImageSrc, isSafeLinkHref, ruleHeadingLevel, RULES_SANITIZE_CONFIG } from './rules-html';

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

describe('isSafeLinkHref', () => {
  it('keeps http(s) links only', () => {
    expect(isSafeLinkHref('https://t.me/group')).toBe(true);
    expect(isSafeLinkHref('JavaScript:alert(1)')).toBe(false);
    expect(isSafeLinkHref('mailto:a@b.c')).toBe(false);
    expect(isSafeLinkHref('data:text/html,x')).toBe(false);
  });
});

describe('ruleHeadingLevel', () => {
  it('moves the highest heading to h3 and keeps the others below it, at most h6', () => {
    expect(ruleHeadingLevel(1, 1)).toBe(3);
    expect(ruleHeadingLevel(2, 1)).toBe(4);
    expect(ruleHeadingLevel(4, 4)).toBe(3);
    expect(ruleHeadingLevel(6, 2)).toBe(6);
  });
});

describe('RULES_SANITIZE_CONFIG', () => {
  it('drops inline styles and the elements that take input or frame other pages', () => {
    expect(RULES_SANITIZE_CONFIG.FORBID_ATTR).toContain('style');
    for (const tag of ['style', 'form', 'iframe', 'object']) expect(RULES_SANITIZE_CONFIG.FORBID_TAGS).toContain(tag);
    expect(RULES_SANITIZE_CONFIG.USE_PROFILES).toEqual({ html: true });
  });
});
