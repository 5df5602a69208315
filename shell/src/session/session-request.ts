/**
 * How session/ reaches the API. session/ and http/ are peers that never import each other (the
 * site's client needs the session stores below both, session/ needs a client): the composition
 * root hands the site's client over at boot, before anything renders.
 */
import type { HttpClient } from 'remote-kit/http-client';

let siteClient: HttpClient | undefined;

/** Called once by bootstrap.tsx with http/'s client. */
export function connectSessionClient(client: HttpClient): void {
  siteClient = client;
}

/** The site's HTTP client, as connected at boot. */
export const sessionRequest: HttpClient = (path, options) => {
  if (!siteClient)
    return Promise.reject(new Error('session/ called the API before bootstrap connected the HTTP client'));
  return siteClient(path, options);
};
