import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTER_METRICS, layoutPoster, posterCaptureOptions, type Box } from './poster-layout';

const bottomOf = (box: Box) => box.top + box.height;
const rightOf = (box: Box) => box.left + box.width;

describe('layoutPoster', () => {
  const layout = layoutPoster();

  it('is the 670×1142 poster of the spec with a 369×369 QR code', () => {
    expect([layout.width, layout.height]).toEqual([670, 1142]);
    expect([layout.qr.width, layout.qr.height]).toEqual([369, 369]);
  });

  it('centres the QR code on whole pixels, off by at most half a pixel', () => {
    expect(Number.isInteger(layout.qr.left) && Number.isInteger(layout.qr.top)).toBe(true);
    expect(Math.abs(layout.qr.left - (layout.width - rightOf(layout.qr)))).toBeLessThanOrEqual(1);
    expect(Math.abs(layout.qr.top - (layout.height - bottomOf(layout.qr)))).toBeLessThanOrEqual(1);
    expect(layout.qr).toEqual({ left: 150, top: 386, width: 369, height: 369 });
  });

  it('stacks title, platform name, QR code and link top to bottom without overlap', () => {
    const order = [layout.title, layout.platform, layout.qr, layout.link];
    for (let index = 1; index < order.length; index++) {
      expect(order[index]!.top).toBeGreaterThanOrEqual(bottomOf(order[index - 1]!));
    }
  });

  it('keeps every block inside the poster, the text blocks inside the side margins', () => {
    const { margin } = DEFAULT_POSTER_METRICS;
    for (const box of [layout.title, layout.platform, layout.qr, layout.link]) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(rightOf(box)).toBeLessThanOrEqual(layout.width);
      expect(bottomOf(box)).toBeLessThanOrEqual(layout.height - margin);
    }
    for (const box of [layout.title, layout.platform, layout.link]) {
      expect([box.left, layout.width - rightOf(box)]).toEqual([margin, margin]);
    }
  });

  it('leaves the link room for several lines of a long URL', () => {
    expect(layout.link.height).toBeGreaterThanOrEqual(4 * 38);
  });

  it('refuses a poster too small for its QR code', () => {
    expect(() => layoutPoster({ ...DEFAULT_POSTER_METRICS, width: 400 })).toThrow(RangeError);
    expect(() => layoutPoster({ ...DEFAULT_POSTER_METRICS, height: 500 })).toThrow(RangeError);
  });
});

describe('posterCaptureOptions', () => {
  it('captures one image pixel per poster pixel on black, at the exact poster size', () => {
    expect(posterCaptureOptions(layoutPoster())).toMatchObject({
      backgroundColor: '#000',
      scale: 1,
      width: 670,
      height: 1142,
    });
  });
});
