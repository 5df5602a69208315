/** The site's config items (spec §3 Config), fetched once at start-up and shared with every remote. */
import { atom } from 'nanostores';
import { apiPaths, type ConfigItem } from 'shared-contracts';
import { sessionRequest } from './session-request';

export const $siteConfig = atom<ConfigItem[] | null>(null);

let loading: Promise<void> | undefined;

export function loadSiteConfig(): Promise<void> {
  loading ??= sessionRequest<ConfigItem[]>(apiPaths.config)
    .then((items) => $siteConfig.set(items))
    .catch(() => {
      // Toasted by the client; a later call (opening customer service) tries again.
      loading = undefined;
    });
  return loading;
}

/** The text of one config item, or '' when it is missing or empty. */
export function configText(items: readonly ConfigItem[] | null, id: number): string {
  return items?.find((item) => item.id === id)?.content.trim() ?? '';
}
