/**
 * Window events the shell listens for, so remotes (and tests) can ask for session actions
 * without a new HostApi member: `window.dispatchEvent(new CustomEvent('site:open-login'))`.
 */
export const SITE_EVENTS = {
  openLogin: 'site:open-login',
  logout: 'site:logout',
  openInvite: 'site:open-invite',
  openRecharge: 'site:open-recharge',
  openService: 'site:open-service',
} as const;
