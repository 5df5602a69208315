/** Debian's Chromium for the browser tests and benchmarks; test tools may not download a browser here. */
import { chromium, type Browser } from 'playwright-core';

/** Headless, and without the background traffic this closed network would refuse. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}
