import { describe, expect, it } from 'vitest';
import { headingShift, isSafeImageSrc, linkKind } from './link-rules';

describe('the 理性游戏 page’s link rules', () => {
  it('keeps paths of this site in the site', () => {
    expect(linkKind('/safe')).toBe('site');
    expect(linkKind(' /about?x=1#top ')).toBe('site');
    expect(linkKind('//evil.example/x')).toBeNull();
    expect(linkKind('/\\evil.example')).toBeNull();
  });

  it('opens http(s) pages elsewhere and keeps help lines reachable', () => {
    expect(linkKind('https://www.gamcare.org.uk/')).toBe('external');
    expect(linkKind('HTTP://help.example.com/zh')).toBe('external');
    expect(linkKind('tel:400-123-4567')).toBe('contact');
    expect(linkKind('tel:+86 (10) 1234 5678')).toBe('contact');
    expect(linkKind('mailto:help@example.com')).toBe('contact');
  });

  it('drops script, data and other schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'tel:javascript:alert(1)',
      'mailto:x@y.com?body=<script>',
      'https://',
      'safe',
      '',
    ])
      expect(linkKind(href)).toBeNull();
  });

  it('shows http(s) and inline raster pictures only', () => {
    expect(isSafeImageSrc('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isSafeImageSrc('/x.png')).toBe(false);
    expect(isSafeImageSrc('javascript:alert(1)')).toBe(false);
  });

  it('moves the operator’s highest heading to h2', () => {
    expect(headingShift([])).toBe(0);
    expect(headingShift([1, 2])).toBe(1);
    expect(headingShift([3, 4])).toBe(-1);
    expect(headingShift([2])).toBe(0);
  });
});
