/**
 * Every localStorage and sessionStorage key the shell reads or writes. The names are the site's
 * own: players' browsers already hold them, and the e2e suite seeds some, so they never change.
 */

/** localStorage: kept across visits. */
export const LOCAL_KEYS = {
  /** The bearer token of the logged-in player. */
  token: 'robot_token',
  /** The theme: '1' dark, '0' light; dark when unset. */
  darkMode: 'darkMode',
  /** Remember password: JSON {username, iv, cipher} (the password AES-GCM-sealed, platform/remembered-credentials.ts), removed when unticked. */
  rememberedCredentials: 'userPass',
  /** The device id sent with captcha, register and login. */
  deviceId: 'device_id',
  /** The invite code from ?code=, kept for the register form. */
  invitedCode: 'invited_code',
  /** ms time the first-time promo carousel was last shown; it shows again after 24 h. */
  promoShownAt: 'showtime',
  /** 'false' once the player ticked 不再提示 on the first-time carousel; never again then. */
  promoEnabled: 'showDialog',
  /** '1' after a ?token= entry: the next load opens the promo dialog once, then clears it. */
  promoPending: 'promoPending',
  /** ms time (decimal string) the add-to-home bar was last displayed. */
  addToHomeShownAt: 'addHomeTime',
} as const;

/** sessionStorage: kept for this browser session only. */
export const SESSION_KEYS = {
  /** The announcement was shown in this browser session. */
  noticeShown: 'noticeShown',
} as const;
