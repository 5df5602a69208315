/** Pictures are typed by their bytes: allowed signatures, refusals of other types, mismatches, sizes and broken data. */
import { adminContentMessages, UPLOAD_MAX_BYTES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { IMAGE_SAMPLES as SAMPLES, imageDataUrl as dataUrl } from '../../test/images';
import { readImageDataUrl, sniffImageType } from './image-bytes';

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.message : error;
  }
  return null;
};

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF (87a and 89a) and WebP by their first bytes, nothing else', () => {
    expect(sniffImageType(SAMPLES.png)).toBe('image/png');
    expect(sniffImageType(SAMPLES.jpeg)).toBe('image/jpeg');
    expect(sniffImageType(SAMPLES.gif)).toBe('image/gif');
    expect(sniffImageType(Buffer.from('GIF87a\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(SAMPLES.webp)).toBe('image/webp');
    for (const other of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<html>',
      '%PDF-1.7',
      'RIFF\x00\x00\x00\x00WAVE',
      '',
    ])
      expect(sniffImageType(Buffer.from(other)), other).toBeNull();
    expect(sniffImageType(SAMPLES.png.subarray(0, 7))).toBeNull();
  });
});

describe('readImageDataUrl', () => {
  it('answers the bytes and the type they are', () => {
    const { type, bytes } = readImageDataUrl(dataUrl('image/png', SAMPLES.png));
    expect(type).toBe('image/png');
    expect(bytes.equals(SAMPLES.png)).toBe(true);
    expect(readImageDataUrl(dataUrl('IMAGE/JPEG', SAMPLES.jpeg)).type).toBe('image/jpeg');
    expect(readImageDataUrl(`data:image/webp;name=a;base64,${SAMPLES.webp.toString('base64')}`).type).toBe(
      'image/webp',
    );
  });

  it('refuses a declared type it does not take, and bytes of another type than declared', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(refusalOf(() => readImageDataUrl(dataUrl('image/svg+xml', svg)))).toBe(adminContentMessages.uploadType);
    expect(refusalOf(() => readImageDataUrl(dataUrl('text/html', SAMPLES.png)))).toBe(adminContentMessages.uploadType);
    // Declared a picture, but the bytes are none (an SVG or HTML passed off as PNG).
    expect(refusalOf(() => readImageDataUrl(dataUrl('image/png', svg)))).toBe(adminContentMessages.uploadType);
    expect(refusalOf(() => readImageDataUrl(dataUrl('image/png', SAMPLES.gif)))).toBe(
      adminContentMessages.uploadMismatch,
    );
    expect(refusalOf(() => readImageDataUrl(dataUrl('image/webp', SAMPLES.jpeg)))).toBe(
      adminContentMessages.uploadMismatch,
    );
  });

  it('refuses what is no base64 data URL, or nothing', () => {
    for (const text of [
      '',
      'https://example.com/a.png',
      `data:image/png,${SAMPLES.png.toString('base64')}`,
      'data:image/png;base64,',
      'data:image/png;base64,iVBORw0K?GgoA',
      'data:image/png;base64,iVBORw0KG',
      'data:image/png;base64,iVBO Rw0K',
    ])
      expect(
        refusalOf(() => readImageDataUrl(text)),
        text,
      ).toBe(adminContentMessages.uploadUnreadable);
  });

  it('takes exactly UPLOAD_MAX_BYTES and refuses one byte more, before decoding', () => {
    const largest = Buffer.concat([SAMPLES.png, Buffer.alloc(UPLOAD_MAX_BYTES - SAMPLES.png.length)]);
    expect(readImageDataUrl(dataUrl('image/png', largest)).bytes.length).toBe(UPLOAD_MAX_BYTES);
    const tooLarge = Buffer.concat([largest, Buffer.from([0])]);
    expect(refusalOf(() => readImageDataUrl(dataUrl('image/png', tooLarge)))).toBe(adminContentMessages.uploadTooLarge);
  });
});
