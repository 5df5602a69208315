/**
 * The reality check (issue 18) while a player is logged in: reads this login's play session, arms
 * the reminder at each multiple of the player's interval, and opens the dialog with fresh figures.
 * The setting is read again with user info at most every 5 minutes, and whenever the tab becomes
 * visible again, so a change made on /safe applies without a reload and without a request every 30 s.
 */
import { atom } from 'nanostores';
import { apiPaths, type PlaySession } from 'shared-contracts';
import { hostApi } from '../../host/host-api';
import { httpClient } from '../../http/site-client';
import { HOME_PATH } from '../../platform/home-path';
import { $userInfo } from '../../session/user-session';
import { $token } from '../../stores/session-store';
import { createReminderScheduler, minutesSince, sessionStartOnDevice, type ReminderSetting } from './reality-schedule';

/** The dialog's figures while it is open; null when closed. */
export const $realityCheck = atom<Pick<PlaySession, 'minutes' | 'net_result'> | null>(null);

/** The last reading, with where its login starts on this device's clock (for figures when a fresh read fails). */
let lastReading: { session: PlaySession; startedAt: number } | null = null;
/** When the setting was last read (Date.now()); user info refreshes every 30 s, the setting needs less. */
let lastReadAt = 0;
const READ_EVERY_MS = 5 * 60_000;
/** Only the newest read applies: a slow answer never overrides a later one, nor a logout. */
let readCount = 0;

const scheduler = createReminderScheduler(() => void openReminder());

async function readSession(): Promise<PlaySession | null> {
  const call = ++readCount;
  try {
    const session = await httpClient<PlaySession>(apiPaths.protection.session);
    if (call !== readCount || $token.get() === null) return null;
    const startedAt = sessionStartOnDevice(Date.parse(session.started_at), session.minutes, Date.now());
    lastReading = { session, startedAt };
    return session;
  } catch {
    // Toasted by the client (a 401 has logged the player out).
    return null;
  }
}

function settingOf(reading: NonNullable<typeof lastReading>): ReminderSetting {
  return {
    session: reading.session.started_at,
    startedAt: reading.startedAt,
    everyMinutes: reading.session.reality_check_minutes,
  };
}

async function followSetting(): Promise<void> {
  lastReadAt = Date.now();
  if ((await readSession()) && lastReading) scheduler.follow(settingOf(lastReading));
}

/** Due: fresh figures, or (the read failed) the minutes on our clock and the last known result. */
async function openReminder(): Promise<void> {
  const fresh = await readSession();
  if ($token.get() === null) return;
  if (fresh) return $realityCheck.set(fresh);
  if (lastReading)
    return $realityCheck.set({
      minutes: minutesSince(lastReading.startedAt, Date.now()),
      net_result: lastReading.session.net_result,
    });
  scheduler.resume();
}

/** 继续: close, and the next reminder comes at the next multiple. */
export function continuePlaying(): void {
  $realityCheck.set(null);
  scheduler.resume();
}

/** 退出游戏: the server ends this player's game sessions (games take no more bets), then home. */
export async function leaveGames(): Promise<void> {
  try {
    await httpClient(apiPaths.protection.sessionEnd, { method: 'POST' });
  } catch {
    // Toasted by the client; the player is taken home all the same.
  }
  continuePlaying();
  hostApi.navigate(HOME_PATH);
}

function forgetSession(): void {
  readCount += 1;
  lastReadAt = 0;
  lastReading = null;
  scheduler.stop();
  $realityCheck.set(null);
}

/** Starts following the session; returns the cleanup (logout and unmount alike clear the timer). */
export function startRealityCheck(): () => void {
  const unlistenUser = $userInfo.listen((info) => {
    if (info !== null && Date.now() - lastReadAt >= READ_EVERY_MS) void followSetting();
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible' && $token.get() !== null && $userInfo.get() !== null)
      void followSetting();
  };
  document.addEventListener('visibilitychange', onVisible);
  const unlistenToken = $token.listen((token) => {
    if (token === null) forgetSession();
  });
  if ($token.get() !== null && $userInfo.get() !== null) void followSetting();
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    unlistenUser();
    unlistenToken();
    forgetSession();
  };
}
