/** A user agent as an operator reads it in a table cell: browser and system ("Chrome 120 · Windows"). */

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** Checked in order: in-app browsers and Chrome's relatives say "Chrome" and "Safari" too. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/MicroMessenger\/(\d+)/, '微信'],
  [/Edg(?:A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)|CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const UNKNOWN_MAX = 24;

/**
 * The browser with its major version and the system, or the agent's start when neither is known.
 * @example shortUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/120.0.0.0 Safari/537.36') // 'Chrome 120 · Windows'
 */
export function shortUserAgent(agent: string): string {
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  let browser: string | undefined;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(agent);
    if (!match) continue;
    const version = match.slice(1).find(Boolean);
    browser = version ? `${name} ${version}` : name;
    break;
  }
  const known = [browser, system].filter(Boolean);
  if (known.length) return known.join(' · ');
  return agent.length > UNKNOWN_MAX ? `${agent.slice(0, UNKNOWN_MAX)}…` : agent;
}
