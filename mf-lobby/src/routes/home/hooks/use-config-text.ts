/** The content of one site config item (spec §3: 2 notice bar, 8 sports notice); '' until loaded or when unset. */
import { getHost, useReadable } from 'remote-kit';

export function useConfigText(id: number): string {
  const items = useReadable(getHost().siteConfig);
  return items?.find((item) => item.id === id)?.content ?? '';
}
