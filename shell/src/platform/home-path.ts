/** The site's home route: where / leads and where the home-only widgets show. */
export const HOME_PATH = '/home';

/**
 * Where / leads: home, keeping an invite link's ?code= (the API builds web invite links as
 * `SITE_ORIGIN/?code=…`), because the session reads the code from the address only after this
 * redirect has run. Other parameters (?time= of the entry reload) are left behind.
 * @example homeRedirect('?code=AB12CD&time=1') // '/home?code=AB12CD'
 */
export function homeRedirect(search: string): string {
  const code = new URLSearchParams(search).get('code')?.trim();
  return code ? `${HOME_PATH}?${new URLSearchParams({ code }).toString()}` : HOME_PATH;
}
