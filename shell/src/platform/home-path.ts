/** The site's home route: where / leads and where the home-only widgets show. */
export const HOME_PATH = '/home';
