import { describe, expect, it } from 'vitest';
import { rootFontSizeFor } from './root-font-size';

describe('rootFontSizeFor', () => {
  it('is a tenth of the width up to 750 px and 48 px above', () => {
    expect(rootFontSizeFor(390)).toBe(39);
    expect(rootFontSizeFor(750)).toBe(75);
    expect(rootFontSizeFor(751)).toBe(48);
    expect(rootFontSizeFor(1920)).toBe(48);
  });
});
