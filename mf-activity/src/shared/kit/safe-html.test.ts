import { describe, expect, it } from 'vitest';
import { sanitizeConfig } from './safe-html';

describe('sanitizeConfig', () => {
  it('drops the elements that take input or frame other pages, and colour attributes', () => {
    for (const inline of ['clean', 'drop'] as const) {
      const config = sanitizeConfig(inline);
      for (const tag of ['style', 'form', 'iframe', 'object']) expect(config.FORBID_TAGS).toContain(tag);
      expect(config.FORBID_ATTR).toEqual(expect.arrayContaining(['color', 'bgcolor', 'srcset']));
      expect(config.USE_PROFILES).toEqual({ html: true });
    }
  });

  it('drops inline styles only when asked (the rules card), else leaves them to cleanStyle', () => {
    expect(sanitizeConfig('drop').FORBID_ATTR).toContain('style');
    expect(sanitizeConfig('clean').FORBID_ATTR).not.toContain('style');
  });
});
