import { describe, expect, it } from 'vitest';
import { $currentPopup, enqueuePopup, finishPopup } from './popup-queue';

describe('auto popup queue', () => {
  it('shows one popup at a time in promo, first-time, notice order', () => {
    enqueuePopup('notice');
    expect($currentPopup.get()).toBe('notice');
    // The notice is on screen: a later promo waits behind it instead of covering it.
    enqueuePopup('promo');
    enqueuePopup('firstTime');
    enqueuePopup('firstTime');
    expect($currentPopup.get()).toBe('notice');
    finishPopup('notice');
    expect($currentPopup.get()).toBe('promo');
    finishPopup('promo');
    expect($currentPopup.get()).toBe('firstTime');
    finishPopup('firstTime');
    expect($currentPopup.get()).toBeNull();
  });

  it('sorts popups queued before any is shown', () => {
    enqueuePopup('notice');
    finishPopup('notice');
    enqueuePopup('firstTime');
    enqueuePopup('notice');
    finishPopup('firstTime');
    expect($currentPopup.get()).toBe('notice');
    finishPopup('notice');
  });
});
