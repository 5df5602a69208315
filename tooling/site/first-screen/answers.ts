/**
 * The API answers the home page's first screen is drawn from (banners, the hot list, the config
 * items), fetched by the site server from the API and remembered a few seconds, so a burst of
 * visitors costs the API one set of calls. Every visitor gets the same public answers.
 */
import { apiPaths, HOT_GAMES_QUERY } from 'shared-contracts';

const hotQuery = new URLSearchParams(Object.entries(HOT_GAMES_QUERY).map(([key, value]) => [key, String(value)]));

/** The URLs, exactly as the site's client asks them (path and query in its order): the page reuses the answers by URL. */
export const FIRST_SCREEN_URLS = {
  banner: apiPaths.banner,
  hotGames: `${apiPaths.lobby.hotGames}?${hotQuery.toString()}`,
  config: apiPaths.config,
} as const;

export type FirstScreenAnswers = Record<keyof typeof FIRST_SCREEN_URLS, unknown>;

export interface FirstScreenSourceOptions {
  /** Answers younger than this are served as they are. */
  freshForMs?: number;
  /** Older answers, up to this age, are still served while newer ones are fetched; older still are not served. */
  servableForMs?: number;
  /** How long a page may wait for answers when none are servable; then it goes without a first screen. */
  timeoutMs?: number;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

/** The API's envelope of a success, whatever its result; anything else is no answer. */
function isSuccess(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 200;
}

/**
 * A function answering the current first-screen answers, or null when the API did not give all
 * three (the page is then served as it always was, without a first screen). An operator's change
 * shows within `freshForMs` plus one fetch.
 * @example const answers = await firstScreenSource('http://127.0.0.1:3100')()
 */
export function firstScreenSource(
  apiOrigin: string,
  {
    freshForMs = 5000,
    servableForMs = 60_000,
    timeoutMs = 1000,
    now = Date.now,
    fetchImpl = fetch,
  }: FirstScreenSourceOptions = {},
): () => Promise<FirstScreenAnswers | null> {
  let latest: { at: number; answers: FirstScreenAnswers } | undefined;
  let fetching: Promise<FirstScreenAnswers | null> | undefined;

  async function fetchAll(): Promise<FirstScreenAnswers | null> {
    const signal = AbortSignal.timeout(timeoutMs);
    const entries = await Promise.all(
      Object.entries(FIRST_SCREEN_URLS).map(async ([name, url]) => {
        const response = await fetchImpl(`${apiOrigin}${url}`, { signal, headers: { accept: 'application/json' } });
        const body: unknown = response.ok ? await response.json() : null;
        return [name, body] as const;
      }),
    ).catch(() => null);
    if (!entries || !entries.every(([, body]) => isSuccess(body))) return null;
    return Object.fromEntries(entries) as FirstScreenAnswers;
  }

  /** One fetch at a time, however many pages ask meanwhile. */
  function refresh(): Promise<FirstScreenAnswers | null> {
    fetching ??= fetchAll()
      .then((answers) => {
        if (answers) latest = { at: now(), answers };
        return answers;
      })
      .finally(() => (fetching = undefined));
    return fetching;
  }

  return async () => {
    const age = latest ? now() - latest.at : Infinity;
    if (age < freshForMs && latest) return latest.answers;
    if (age < servableForMs && latest) {
      // Served at once; the next page gets what this fetch brings.
      void refresh();
      return latest.answers;
    }
    return refresh();
  };
}
