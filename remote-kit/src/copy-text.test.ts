import { describe, expect, it, vi } from 'vitest';
import { chooseCopyMethod, copyText, type CopyEnvironment } from './copy-text';

function fakeEnvironment(overrides: Partial<CopyEnvironment> = {}) {
  const writeText = vi.fn(async (_text: string) => {});
  const copyBySelection = vi.fn((_text: string) => true);
  const env: CopyEnvironment = { clipboard: { writeText }, isSecureContext: true, copyBySelection, ...overrides };
  return { env, writeText, copyBySelection };
}

describe('chooseCopyMethod', () => {
  it('uses the Clipboard API in a secure context that has it', () => {
    expect(chooseCopyMethod({ clipboard: { writeText: async () => {} }, isSecureContext: true })).toBe('clipboard-api');
  });

  it('falls back to selection over plain http, where the API is not allowed', () => {
    expect(chooseCopyMethod({ clipboard: { writeText: async () => {} }, isSecureContext: false })).toBe('selection');
  });

  it('falls back to selection when the browser has no Clipboard API', () => {
    expect(chooseCopyMethod({ clipboard: undefined, isSecureContext: true })).toBe('selection');
  });
});

describe('copyText', () => {
  it('writes through the Clipboard API and skips the textarea', async () => {
    const { env, writeText, copyBySelection } = fakeEnvironment();
    await expect(copyText('https://site.example/?code=AB12', env)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://site.example/?code=AB12');
    expect(copyBySelection).not.toHaveBeenCalled();
  });

  it('copies by selection in a non-secure context without touching the API', async () => {
    const { env, writeText, copyBySelection } = fakeEnvironment({ isSecureContext: false });
    await expect(copyText('https://t.me/bot?start=AB12', env)).resolves.toBe(true);
    expect(writeText).not.toHaveBeenCalled();
    expect(copyBySelection).toHaveBeenCalledWith('https://t.me/bot?start=AB12');
  });

  it('falls back to selection when the Clipboard API refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Document is not focused.', 'NotAllowedError');
    });
    const { env, copyBySelection } = fakeEnvironment({ clipboard: { writeText } });
    await expect(copyText('link', env)).resolves.toBe(true);
    expect(copyBySelection).toHaveBeenCalledWith('link');
  });

  it('reports failure when both ways fail', async () => {
    const { env } = fakeEnvironment({ isSecureContext: false, copyBySelection: () => false });
    await expect(copyText('link', env)).resolves.toBe(false);
  });
});
