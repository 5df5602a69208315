/**
 * API answers the site server wrote into the home page (tooling/site/first-screen/markup.ts) with
 * the first screen drawn from them: the page's first GET of each of those URLs is answered from
 * there instead of the network, once; later calls (a refresh) go to the API as usual.
 */
import { FIRST_SCREEN_ELEMENT_IDS } from 'shared-contracts';

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_IDS.answers);
  element?.remove();
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? '{}');
    return new Map(parsed && typeof parsed === 'object' ? Object.entries(parsed) : []);
  } catch {
    return new Map();
  }
}

/** The inlined answer of a GET of `url` (as the client writes it), taken once; undefined when there is none. */
export function takeInlinedAnswer(url: string, method: string | undefined): unknown {
  if ((method ?? 'GET') !== 'GET') return undefined;
  answers ??= readAnswers();
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}

/** `fetch`, answering from the page's inlined answers where one is waiting. */
export const fetchWithInlinedAnswers: typeof fetch = (input, init) => {
  const answer = typeof input === 'string' ? takeInlinedAnswer(input, init?.method) : undefined;
  if (answer === undefined) return globalThis.fetch(input, init);
  return Promise.resolve(
    new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
};
