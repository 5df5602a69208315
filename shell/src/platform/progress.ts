/**
 * The progress bar of spec §9 (NProgress: minimum 0.3, speed 500 ms, trickle 200 ms), shared by
 * navigations and requests: it runs while at least one of them is under way.
 */
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// The bar is decoration for the eye: its stock template carries role="bar", which is no ARIA role.
NProgress.configure({
  minimum: 0.3,
  speed: 500,
  trickleSpeed: 200,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let running = 0;

export const progress = {
  start(): void {
    running += 1;
    if (running === 1) NProgress.start();
  },
  done(): void {
    running = Math.max(0, running - 1);
    if (running === 0) NProgress.done();
  },
};
