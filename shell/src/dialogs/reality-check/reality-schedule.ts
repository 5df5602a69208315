/**
 * When the reality check (issue 18) is due: at every multiple of the player's interval since this
 * login started, one timer at a time. Pure arithmetic plus a scheduler over injectable timers, so
 * both are tested with fake timers.
 */

const MINUTE_MS = 60_000;
/** How far the phone's clock may disagree with the server's before the server's count of minutes is trusted instead. */
const CLOCK_TOLERANCE_MS = 2 * MINUTE_MS;

/**
 * The next reminder strictly after `now`: `startedAt` + k × interval for the smallest k ≥ 1; null
 * when the reminder is off (0 or less).
 * @example nextReminderAt(0, 15, 20 * 60_000) // 30 * 60_000
 */
export function nextReminderAt(startedAt: number, everyMinutes: number, now: number): number | null {
  if (!(everyMinutes > 0) || !Number.isFinite(startedAt)) return null;
  const period = everyMinutes * MINUTE_MS;
  const periodsDone = Math.floor(Math.max(0, now - startedAt) / period);
  return startedAt + (periodsDone + 1) * period;
}

/**
 * The session's start on this device's clock. The server's started_at is exact but its clock may
 * differ from the phone's; its `minutes` (whole minutes played) is read against our own clock. A
 * phone whose clock is off by more than the tolerance counts from the minutes instead.
 * @example sessionStartOnDevice(Date.parse('2026-01-01T10:00:00Z'), 5, Date.parse('2026-01-01T11:05:30Z')) // 11:00:30Z
 */
export function sessionStartOnDevice(serverStartedAt: number, minutesPlayed: number, now: number): number {
  const byMinutes = now - minutesPlayed * MINUTE_MS;
  if (!Number.isFinite(serverStartedAt)) return byMinutes;
  return Math.abs(serverStartedAt - byMinutes) <= CLOCK_TOLERANCE_MS ? serverStartedAt : byMinutes;
}

/** Minutes since `startedAt` on this device's clock, never negative. */
export function minutesSince(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / MINUTE_MS));
}

/** The setting read from the server: which login (its started_at text), where it starts on our clock, the interval. */
export interface ReminderSetting {
  session: string;
  startedAt: number;
  everyMinutes: number;
}

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ReminderScheduler {
  /** The latest reading: another login or interval re-arms the timer; the same one keeps it running. */
  follow(setting: ReminderSetting | null): void;
  /** The dialog was answered: arm for the next multiple after now. */
  resume(): void;
  /** Logged out: no timer, nothing due. */
  stop(): void;
  /** When the armed timer fires, or null (none armed, or the dialog is showing). */
  dueAt(): number | null;
}

/**
 * One timer per session: `onDue` runs when a reminder is due, and nothing more is armed until
 * `resume` (the dialog is open meanwhile, so reminders never pile up).
 */
export function createReminderScheduler(onDue: () => void, timers: Timers = browserTimers): ReminderScheduler {
  let setting: ReminderSetting | null = null;
  let handle: unknown;
  let armedFor: number | null = null;
  let showing = false;

  function disarm(): void {
    if (armedFor !== null) timers.clearTimeout(handle);
    handle = undefined;
    armedFor = null;
  }

  function arm(): void {
    disarm();
    if (showing || setting === null) return;
    const at = nextReminderAt(setting.startedAt, setting.everyMinutes, timers.now());
    if (at === null) return;
    armedFor = at;
    handle = timers.setTimeout(
      () => {
        handle = undefined;
        armedFor = null;
        showing = true;
        onDue();
      },
      Math.max(0, at - timers.now()),
    );
  }

  return {
    follow(next) {
      const same =
        next !== null &&
        setting !== null &&
        next.session === setting.session &&
        next.everyMinutes === setting.everyMinutes;
      if (next?.session !== setting?.session) showing = false;
      // The same login keeps its first anchor, so a re-read never shifts a running timer.
      setting = same ? setting : next;
      if (!same || (armedFor === null && !showing)) arm();
    },
    resume() {
      showing = false;
      arm();
    },
    stop() {
      setting = null;
      showing = false;
      disarm();
    },
    dueAt: () => armedFor,
  };
}
