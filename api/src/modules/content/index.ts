/** The content module's face: what other modules may use of it. */
export { parseStoredJson, SITE_SETTING_KEYS } from './site-settings';
export { selectSettingJson, upsertSettingJson } from './site-settings-store';
export { selectConfigItem } from './admin-store';
export { listBulletins } from './service';
export { moneyControlsIn, type MoneyControlLimits } from './money-controls';
