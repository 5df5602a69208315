/** Copies text (a link, an address, an amount): the async Clipboard API where the page may use it, else a hidden textarea. */

/** What copying needs from the browser; tests pass a fake. */
export interface CopyEnvironment {
  /** `navigator.clipboard`, absent on old browsers. */
  clipboard?: { writeText(text: string): Promise<void> };
  /** The Clipboard API exists only in secure contexts (https, localhost). */
  isSecureContext: boolean;
  /** The legacy path: select `text` in a hidden textarea and run `document.execCommand('copy')`. */
  copyBySelection(text: string): boolean;
}

export type CopyMethod = 'clipboard-api' | 'selection';

/** Which way to copy first: the Clipboard API only where it exists and the context is secure. */
export function chooseCopyMethod(env: Pick<CopyEnvironment, 'clipboard' | 'isSecureContext'>): CopyMethod {
  return env.clipboard && env.isSecureContext ? 'clipboard-api' : 'selection';
}

/**
 * Copies `text`; true when it reached the clipboard. A rejected Clipboard API call (permission,
 * focus) falls back to the selection path.
 * @example await copyText('https://example.com/?code=AB12') // true
 */
export async function copyText(text: string, env: CopyEnvironment = browserCopyEnvironment()): Promise<boolean> {
  const clipboard = chooseCopyMethod(env) === 'clipboard-api' ? env.clipboard : undefined;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // fall through to the selection path
    }
  }
  return env.copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  // Off screen but still selectable; a 16 px font keeps iOS from zooming in.
  textarea.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px';
  document.body.append(textarea);
  textarea.select();
  textarea.setSelectionRange(0, text.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
  }
}

function browserCopyEnvironment(): CopyEnvironment {
  return { clipboard: navigator.clipboard, isSecureContext: window.isSecureContext, copyBySelection };
}
