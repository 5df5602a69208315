import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollWhileVisible, type VisibilitySource } from './visible-polling';

/** A page whose visibility the test switches, firing visibilitychange as a browser does. */
class FakePage extends EventTarget implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
  listeners = 0;
  override addEventListener(type: string, listener: () => void) {
    this.listeners += 1;
    super.addEventListener(type, listener);
  }
  override removeEventListener(type: string, listener: () => void) {
    this.listeners -= 1;
    super.removeEventListener(type, listener);
  }
}

describe('pollWhileVisible', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every interval while visible, not at all while hidden, and at once when shown again', () => {
    const page = new FakePage();
    const run = vi.fn();
    const stop = pollWhileVisible(run, 10_000, page);
    vi.advanceTimersByTime(9_999);
    expect(run).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(run).toHaveBeenCalledTimes(3);

    page.show('hidden');
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(3);

    page.show('visible');
    expect(run).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(5);
    stop();
  });

  it('starts nothing on a hidden page until it is shown', () => {
    const page = new FakePage();
    page.visibilityState = 'hidden';
    const run = vi.fn();
    const stop = pollWhileVisible(run, 5_000, page);
    vi.advanceTimersByTime(30_000);
    expect(run).not.toHaveBeenCalled();
    page.show('visible');
    vi.advanceTimersByTime(5_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops for good when stopped: no timer, no listener', () => {
    const page = new FakePage();
    const run = vi.fn();
    const stop = pollWhileVisible(run, 1_000, page);
    expect(page.listeners).toBe(1);
    stop();
    expect(page.listeners).toBe(0);
    page.show('visible');
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one timer however often the page says it is visible', () => {
    const page = new FakePage();
    const run = vi.fn();
    const stop = pollWhileVisible(run, 1_000, page);
    page.show('visible');
    page.show('visible');
    expect(vi.getTimerCount()).toBe(1);
    stop();
  });
});
