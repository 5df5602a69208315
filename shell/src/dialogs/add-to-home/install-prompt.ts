/**
 * The browser's own install prompt (Chromium, Android). `beforeinstallprompt` fires once, early,
 * often before the home page renders, so it is caught at boot and kept for the add-to-home sheet.
 */
import { atom } from 'nanostores';

/** Chromium's event; not in TypeScript's DOM library because it is not a standard. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** The saved prompt, or null where the browser offers none (iOS, Firefox, already installed). */
export const $installPrompt = atom<BeforeInstallPromptEvent | null>(null);

function onBeforeInstallPrompt(event: Event): void {
  // Without preventDefault Chromium may show its own mini-infobar on top of our bar.
  event.preventDefault();
  $installPrompt.set(event as BeforeInstallPromptEvent);
}

function onAppInstalled(): void {
  // Installed by any route (our button or the browser menu): the saved event is spent.
  $installPrompt.set(null);
}

let started = false;

/** Starts listening; call once at boot, before the first render. Returns the way to stop. */
export function startInstallPrompt(target: EventTarget = window): () => void {
  if (started) return () => undefined;
  started = true;
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', onAppInstalled);
  return () => {
    started = false;
    target.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    target.removeEventListener('appinstalled', onAppInstalled);
  };
}

/**
 * Shows the browser's install dialog. A saved event can prompt only once, so it is dropped
 * whatever the player answers. Resolves true when the player accepted; never rejects.
 */
export async function promptInstall(): Promise<boolean> {
  const event = $installPrompt.get();
  if (!event) return false;
  $installPrompt.set(null);
  try {
    await event.prompt();
    const choice = await event.userChoice;
    return choice.outcome === 'accepted';
  } catch {
    // prompt() rejects outside a user gesture or when the browser withdrew the offer; the
    // written steps in the sheet still apply.
    return false;
  }
}
