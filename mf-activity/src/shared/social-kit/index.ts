/** The kit of the social screens (/customDetail, /community, /redBag): the page root, states, session, formatting. */
export { RemotePage } from './RemotePage';
export { Answered, EmptyState, LoadFailed, Loading } from './States';
export { useLoggedIn } from './use-logged-in';
export { fillText, newRequestId, shortTime } from './social-format';
export { useLookup, type Lookup } from './use-lookup';
export { isSafeLinkHref, openExternal } from './safe-url';
export { MoreFooter } from './MoreFooter';
