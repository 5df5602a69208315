/** Site-wide dialog flags of spec §3 beside showLogin: the dialog's mode, the customer-service popup, the widgets' flags. */
import { atom } from 'nanostores';

export const LOGIN_TYPE = { login: 1, register: 2 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/** loginType of spec §3: 1 login, 2 register. */
export const $loginType = atom<LoginType>(LOGIN_TYPE.login);

/** showCustom of spec §3: the customer-service popup is open. */
export const $showCustom = atom(false);

/** showInvite of spec §2 popup 6: the agent remote's invite dialog is open. */
export const $showInvite = atom(false);

/** The wallet remote's recharge popup is open (spec §2 popup 3): home's 充值, or HostApi.openRecharge. */
export const $showRecharge = atom(false);
