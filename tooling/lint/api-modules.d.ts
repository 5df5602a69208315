/** Types of api-modules.js, the API's module tiers (plain JavaScript so eslint.config.js can read it). */
export interface ModuleTier {
  tier: 'platform' | 'identity' | 'money' | 'engagement' | 'admin';
  modules: string[];
}

export declare const MODULE_TIERS: ModuleTier[];

/** Every module in order, each with its tier. */
export declare const MODULE_ORDER: Array<{ name: string; tier: ModuleTier['tier'] }>;
