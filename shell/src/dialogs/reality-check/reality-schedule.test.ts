import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReminderScheduler,
  minutesSince,
  nextReminderAt,
  sessionStartOnDevice,
  type ReminderSetting,
} from './reality-schedule';

const MINUTE = 60_000;
const LOGIN = Date.parse('2026-03-01T10:00:00.000Z');
const at = (minutes: number, seconds = 0) => LOGIN + minutes * MINUTE + seconds * 1000;
const setting = (everyMinutes: number, session = '2026-03-01T10:00:00.000Z'): ReminderSetting => ({
  session,
  startedAt: Date.parse(session),
  everyMinutes,
});

describe('nextReminderAt', () => {
  it('is the next multiple of the interval since the login, strictly after now', () => {
    expect(nextReminderAt(LOGIN, 15, at(0))).toBe(at(15));
    expect(nextReminderAt(LOGIN, 15, at(14, 59))).toBe(at(15));
    expect(nextReminderAt(LOGIN, 15, at(15))).toBe(at(30));
    expect(nextReminderAt(LOGIN, 30, at(47))).toBe(at(60));
    expect(nextReminderAt(LOGIN, 60, at(185))).toBe(at(240));
  });

  it('is null when the reminder is off, and counts from the login when the clock reads earlier', () => {
    expect(nextReminderAt(LOGIN, 0, at(5))).toBeNull();
    expect(nextReminderAt(Number.NaN, 15, at(5))).toBeNull();
    expect(nextReminderAt(LOGIN, 15, at(-3))).toBe(at(15));
  });
});

describe('sessionStartOnDevice and minutesSince', () => {
  it('keeps the server’s start when the clocks agree (within 2 minutes)', () => {
    expect(sessionStartOnDevice(LOGIN, 20, at(20, 30))).toBe(LOGIN);
    expect(sessionStartOnDevice(LOGIN, 20, at(21, 50))).toBe(LOGIN);
  });

  it('counts back the minutes played on a phone whose clock is off', () => {
    const phoneAnHourBehind = at(20, 30) - 60 * MINUTE;
    expect(sessionStartOnDevice(LOGIN, 20, phoneAnHourBehind)).toBe(phoneAnHourBehind - 20 * MINUTE);
    expect(sessionStartOnDevice(Number.NaN, 3, at(10))).toBe(at(7));
  });

  it('gives whole minutes played, never negative', () => {
    expect(minutesSince(LOGIN, at(29, 59))).toBe(29);
    expect(minutesSince(LOGIN, at(-1))).toBe(0);
  });
});

describe('the reminder scheduler (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(at(0));
  });
  afterEach(() => vi.useRealTimers());

  it('fires at each multiple of the interval, the next one armed only after the dialog is answered', () => {
    const due = vi.fn();
    const scheduler = createReminderScheduler(due);
    vi.setSystemTime(at(4));
    scheduler.follow(setting(15));
    expect(scheduler.dueAt()).toBe(at(15));
    vi.advanceTimersByTime(11 * MINUTE - 1);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
    // Unanswered for 20 minutes: nothing piles up behind the open dialog.
    vi.advanceTimersByTime(20 * MINUTE);
    expect(due).toHaveBeenCalledTimes(1);
    expect(scheduler.dueAt()).toBeNull();
    // 继续 at minute 35: the next multiple is 45, not 15 minutes from now.
    scheduler.resume();
    expect(scheduler.dueAt()).toBe(at(45));
    vi.advanceTimersByTime(10 * MINUTE);
    expect(due).toHaveBeenCalledTimes(2);
  });

  it('keeps the running timer when a re-read says the same, re-arms when the interval changes', () => {
    const due = vi.fn();
    const scheduler = createReminderScheduler(due);
    scheduler.follow(setting(30));
    vi.advanceTimersByTime(10 * MINUTE);
    // The same login read again (its anchor a little off): the timer stays as armed.
    scheduler.follow({ ...setting(30), startedAt: LOGIN + 700 });
    expect(scheduler.dueAt()).toBe(at(30));
    scheduler.follow(setting(15));
    expect(scheduler.dueAt()).toBe(at(15));
    vi.advanceTimersByTime(5 * MINUTE);
    expect(due).toHaveBeenCalledTimes(1);
    scheduler.resume();
    scheduler.follow(setting(60));
    expect(scheduler.dueAt()).toBe(at(60));
    expect(vi.getTimerCount()).toBe(1);
  });

  it('arms nothing while the reminder is off, and arms once it is switched on', () => {
    const due = vi.fn();
    const scheduler = createReminderScheduler(due);
    scheduler.follow(setting(0));
    expect(scheduler.dueAt()).toBeNull();
    vi.advanceTimersByTime(90 * MINUTE);
    expect(due).not.toHaveBeenCalled();
    scheduler.follow(setting(60));
    expect(scheduler.dueAt()).toBe(at(120));
    scheduler.follow(setting(0));
    expect(scheduler.dueAt()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears the timer on logout and starts afresh for the next login', () => {
    const due = vi.fn();
    const scheduler = createReminderScheduler(due);
    scheduler.follow(setting(15));
    scheduler.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(due).not.toHaveBeenCalled();
    // Logged in again at minute 60: counted from the new login.
    scheduler.follow(setting(15, '2026-03-01T11:00:00.000Z'));
    expect(scheduler.dueAt()).toBe(at(75));
  });

  it('a new login while a reminder shows arms for the new session', () => {
    const due = vi.fn();
    const scheduler = createReminderScheduler(due);
    scheduler.follow(setting(15));
    vi.advanceTimersByTime(15 * MINUTE);
    expect(scheduler.dueAt()).toBeNull();
    scheduler.follow(setting(15, '2026-03-01T10:15:00.000Z'));
    expect(scheduler.dueAt()).toBe(at(30));
  });

  it('fires at once for a due time already passed while the timer was held back', () => {
    const due = vi.fn();
    const scheduler = createReminderScheduler(due, {
      now: () => Date.now(),
      // A phone asleep: the timer comes back late; the dialog shows once, not once per missed multiple.
      setTimeout: (callback, delay) => setTimeout(callback, delay + 50 * MINUTE),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    scheduler.follow(setting(15));
    vi.advanceTimersByTime(65 * MINUTE);
    expect(due).toHaveBeenCalledTimes(1);
    scheduler.resume();
    expect(scheduler.dueAt()).toBe(at(75));
  });
});
