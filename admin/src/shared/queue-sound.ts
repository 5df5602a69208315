/**
 * The per-operator choice of a sound when a queue gains an item, kept in the browser
 * (localStorage, keyed by the operator's id: two operators sharing a computer choose apart), and
 * the sound itself: a short Web Audio beep, no file to load.
 */

/** What the setting reads and writes: localStorage, or a stand-in in tests. */
export type SettingStore = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = (operatorId: number) => `admin.queue-sound.${operatorId}`;

/** Off unless the operator turned it on (a console that beeps unasked is switched off for good). */
export function readQueueSound(operatorId: number, store: SettingStore = localStorage): boolean {
  try {
    return store.getItem(keyOf(operatorId)) === 'on';
  } catch {
    // Storage refused (a locked-down browser): no sound, as by default.
    return false;
  }
}

export function writeQueueSound(operatorId: number, on: boolean, store: SettingStore = localStorage): void {
  try {
    store.setItem(keyOf(operatorId), on ? 'on' : 'off');
  } catch {
    // Not kept across reloads then; the switch still works for this page.
  }
}

let audio: AudioContext | null = null;

/**
 * Plays a 0.2 s beep. Browsers start audio only after a gesture on the page: the switch that turns
 * the sound on calls this (so its context is allowed from then on), later polls play through it.
 */
export function playBeep(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = 880;
  const start = audio.currentTime;
  gain.gain.setValueAtTime(0.2, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + 0.2);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + 0.2);
}
