/**
 * The accessibility guard's tools: axe-core injected into the page under test, its findings
 * sorted into failures (impact serious or critical) and notes (moderate, minor), each printed
 * with its nodes' selectors; the live route table; client-side navigation that waits until the
 * page and its requests have settled.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { releaseManifestSchema, type RouteMeta } from 'shared-contracts';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The impacts that fail the guard; the others are collected for the note. */
const BLOCKING = new Set(['serious', 'critical']);
export const isBlocking = (finding: AxeFinding) => BLOCKING.has(finding.impact);

/** Runs axe on the whole document (injected once per document) and returns its violations. */
export async function scanPage(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the debugger, not as a <script> tag: the page's CSP forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/** One line per violation and one indented line per node. */
export function describeFindings(label: string, findings: readonly AxeFinding[]): string {
  const lines = findings.flatMap((finding) => [
    `  [${finding.impact}] ${finding.id}: ${finding.help}`,
    ...finding.targets.map((target) => `      ${target}`),
  ]);
  return [`${label}: ${findings.length} violation(s)`, ...lines].join('\n');
}

/**
 * Scans screens and keeps what it found: `check` records, `flush` throws with every blocking
 * finding since the last flush, `summary` lists the non-blocking ones of the whole run by rule.
 */
export class AxeGuard {
  private failures: string[] = [];
  private readonly notes = new Map<string, { finding: AxeFinding; where: string[] }>();
  scans = 0;

  async check(page: Page, label: string): Promise<void> {
    const findings = await scanPage(page);
    this.scans += 1;
    const blocking = findings.filter(isBlocking);
    if (blocking.length > 0) this.failures.push(describeFindings(label, blocking));
    for (const finding of findings.filter((candidate) => !isBlocking(candidate))) {
      const note = this.notes.get(finding.id) ?? { finding, where: [] };
      note.where.push(`${label} (${finding.targets.length}): ${finding.targets.slice(0, 3).join(', ')}`);
      this.notes.set(finding.id, note);
    }
  }

  flush(): void {
    const failures = this.failures;
    this.failures = [];
    if (failures.length > 0) throw new Error(`axe found serious or critical violations:\n${failures.join('\n')}`);
  }

  summary(): string {
    const head = `axe: ${this.scans} scans; moderate/minor findings (not failing):${this.notes.size === 0 ? ' none' : ''}`;
    const blocks = [...this.notes.values()].map(({ finding, where }) =>
      [`  [${finding.impact}] ${finding.id}: ${finding.help}`, ...where.map((line) => `      ${line}`)].join('\n'),
    );
    return [head, ...blocks].join('\n');
  }
}

export interface LiveRoute extends RouteMeta {
  /** The package of the remote that owns it (its pages carry data-remote with this name). */
  remote: string;
}

/** Every route of every live remote, as the deployed remotes.json lists them. */
export async function liveRoutes(siteUrl: string): Promise<LiveRoute[]> {
  const response = await fetch(`${siteUrl}/remotes.json`, { cache: 'no-store' });
  const manifest = releaseManifestSchema.parse(await response.json());
  return manifest.remotes.flatMap((release) => release.routes.map((route) => ({ ...route, remote: release.package })));
}

/** Counts the page's requests in flight, so a scan can wait for the data a screen asked for. */
export function watchRequests(page: Page): (quietMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (quietMs = 300) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(50);
  };
}

/** Navigates inside the single-page site (no reload) and waits for the owning remote's page. */
export async function navigateInSite(page: Page, path: string, remote: string): Promise<void> {
  await page.evaluate((to) => {
    // The router's own history entry shape, so its back (navigate(-1)) works as after a tap.
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `axe${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.locator(`[data-testid="remote-page"][data-remote="${remote}"]:visible`).first().waitFor();
  await page.waitForFunction(() => !document.getElementById('nprogress'));
}

/** The open popups, which app/antd-mobile-a11y.ts in the shell marks as modal dialogs. */
export const openDialogs = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]:visible');

/** Waits for a popup's entrance animation to end (contrast is wrong while it fades in). */
export async function dialogShown(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).waitFor();
  await page.waitForTimeout(450);
}

/** Escape until no popup is open (each Escape closes the topmost one). */
export async function closeDialogs(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 5 && (await openDialogs(page).count()) > 0; attempt += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(350);
  }
}
