import { describe, expect, it } from 'vitest';
import {
  cleanStyle,
  headingShift,
  imageAttributes,
  isSafeImageSrc,
  isSafeLinkHref,
  linkAttributes,
  OPERATOR_HTML_FORBIDDEN_TAGS,
  operatorHtmlConfig,
  operatorLinkKind,
} from './operator-html';

describe('the operator HTML configuration', () => {
  it('forbids the nine elements that take input, frame other pages or restyle the site, everywhere', () => {
    expect(OPERATOR_HTML_FORBIDDEN_TAGS).toHaveLength(9);
    for (const styles of ['keep', 'clean', 'drop'] as const) {
      const config = operatorHtmlConfig(styles);
      for (const tag of ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'])
        expect(config.FORBID_TAGS).toContain(tag);
      expect(config.FORBID_ATTR).toContain('srcset');
      expect(config.USE_PROFILES).toEqual({ html: true });
      expect(config.ADD_ATTR).toEqual(['target']);
    }
  });

  it('drops inline styles only when asked (a rules card), and colour attributes unless styles are kept', () => {
    expect(operatorHtmlConfig('drop').FORBID_ATTR).toEqual(expect.arrayContaining(['style', 'color', 'bgcolor']));
    expect(operatorHtmlConfig('clean').FORBID_ATTR).toEqual(expect.arrayContaining(['color', 'bgcolor']));
    expect(operatorHtmlConfig('clean').FORBID_ATTR).not.toContain('style');
    expect(operatorHtmlConfig('keep').FORBID_ATTR).toEqual(['srcset']);
  });
});

describe('the operator’s links', () => {
  it('keeps paths of this site in the site', () => {
    expect(operatorLinkKind('/safe')).toBe('site');
    expect(operatorLinkKind(' /about?x=1#top ')).toBe('site');
    expect(operatorLinkKind('//evil.example/x')).toBeNull();
    expect(operatorLinkKind('/\\evil.example')).toBeNull();
  });

  it('opens http(s) pages elsewhere and keeps help lines reachable', () => {
    expect(operatorLinkKind('https://www.gamcare.org.uk/')).toBe('external');
    expect(operatorLinkKind('HTTP://help.example.com/zh')).toBe('external');
    expect(operatorLinkKind('tel:400-123-4567')).toBe('contact');
    expect(operatorLinkKind('tel:+86 (10) 1234 5678')).toBe('contact');
    expect(operatorLinkKind('mailto:help@example.com')).toBe('contact');
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
      expect(operatorLinkKind(href)).toBeNull();
  });

  it('opens in a new tab only absolute http(s) links', () => {
    expect(isSafeLinkHref('https://t.me/group')).toBe(true);
    expect(isSafeLinkHref(' HTTP://example.com/a?b=1 ')).toBe(true);
    const refused = ['javascript:alert(1)', 'JaVaScRiPt:x', 'data:text/html,x', 'mailto:a@b.c', '/withdrawal'];
    for (const href of [...refused, '//evil.com', 'https://', 'https:///evil.com', 'https://a b.com'])
      expect(isSafeLinkHref(href)).toBe(false);
  });

  it('says what each kind of link keeps', () => {
    expect(linkAttributes('https://t.me/group')).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
      'data-site-link': null,
    });
    expect(linkAttributes('/safe')).toEqual({ target: null, 'data-site-link': '' });
    expect(linkAttributes('tel:400-123-4567')).toEqual({ target: null, 'data-site-link': null });
    expect(linkAttributes('javascript:alert(1)')).toEqual({ target: null, 'data-site-link': null, href: null });
    expect(linkAttributes(null)).toEqual({ target: null, 'data-site-link': null, href: null });
  });
});

describe('the operator’s pictures', () => {
  it('shows http(s) and inline raster pictures only', () => {
    expect(isSafeImageSrc('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeImageSrc(' http://example.com/a.jpg ')).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '/covers/a.png',
      '/x.png',
      '//evil.example/a.png',
      'vbscript:x',
      '',
    ])
      expect(isSafeImageSrc(bad)).toBe(false);
  });

  it('removes an unsafe picture, and makes one without alt decorative and lazy', () => {
    expect(imageAttributes('javascript:x', false)).toBeNull();
    expect(imageAttributes(null, true)).toBeNull();
    expect(imageAttributes('https://a.example/a.png', false)).toEqual({ alt: '', loading: 'lazy' });
    expect(imageAttributes('https://a.example/a.png', true)).toEqual({ loading: 'lazy' });
  });
});

describe('cleanStyle', () => {
  it('drops fixed and sticky positioning and keeps the rest in order', () => {
    expect(cleanStyle('text-align: center; position: fixed; top: 0')).toBe('text-align: center; top: 0');
    expect(cleanStyle('POSITION:STICKY;font-weight:bold;')).toBe('font-weight:bold');
  });

  it('drops colours, which the theme chooses, but not colour-free declarations', () => {
    expect(cleanStyle('color:#c8102e; background: #fff; background-color: red; font-weight: bold')).toBe(
      'font-weight: bold',
    );
    expect(cleanStyle('border-color: red; text-decoration-color: red')).toBe(
      'border-color: red; text-decoration-color: red',
    );
  });

  it('keeps other positions', () => {
    expect(cleanStyle('position: relative; left: 2px')).toBe('position: relative; left: 2px');
  });

  it('drops script-bearing CSS, and leaves nothing when nothing is left', () => {
    expect(cleanStyle('width: expression(alert(1))')).toBe('');
    expect(cleanStyle('background: url(javascript:alert(1))')).toBe('');
    expect(cleanStyle('position:fixed')).toBe('');
  });
});

describe('headingShift', () => {
  it('moves the highest heading to h2 under a page’s h1 title (关于我们, 理性游戏)', () => {
    expect(headingShift([3, 4, 3], 2)).toBe(-1);
    expect(headingShift([1, 2], 2)).toBe(1);
    expect(headingShift([2, 5], 2)).toBe(0);
    expect(headingShift([6], 2)).toBe(-4);
    expect(headingShift([3, 4], 2)).toBe(-1);
    expect(headingShift([2], 2)).toBe(0);
  });

  it('puts the highest heading at h3 under the activity screens’ title', () => {
    expect(headingShift([1, 2], 3)).toBe(2);
    expect(headingShift([3, 4], 3)).toBe(0);
    expect(headingShift([5], 3)).toBe(-2);
  });

  it('leaves text without headings alone', () => {
    expect(headingShift([], 2)).toBe(0);
    expect(headingShift([], 3)).toBe(0);
  });
});
