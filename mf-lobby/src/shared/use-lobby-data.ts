/**
 * The lobby's public data (banners, platforms, the hot list) through the kit's query: a GET asked
 * again whenever home is shown, undefined until it arrives. A failure (the shell toasted it) shows
 * nothing new: the last answer stays, or the part stays empty.
 */
import { useQuery } from 'remote-kit';

const NO_QUERY = {};

export function useLobbyData<T>(path: string, query: Readonly<Record<string, unknown>> = NO_QUERY): T | undefined {
  return useQuery<T>(path, query, { method: 'GET', keepAnswerOnFailure: true }).answer ?? undefined;
}
