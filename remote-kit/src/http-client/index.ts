/** `remote-kit/http-client`: the site's HTTP client and its errors, with no React, for the shell and the dev harness. */
export { createHttpClient, type HttpClient, type HttpClientDeps, type RequestOptions } from './http-client';
export { EnvelopeError, HttpStatusError, serverTextOf, toastForStatus } from './http-errors';
export { RequestCancelledError } from 'shared-contracts';
