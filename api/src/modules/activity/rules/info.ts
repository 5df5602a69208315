/** Type 13 全民代理: an information page (a link to /Agent); nothing to claim and no progress. */
import type { InfoParams } from 'shared-contracts';
import type { RuleModule } from './rule-module';

export const infoRule: RuleModule<InfoParams> = {
  evaluate() {
    return Promise.resolve({ period: null, progress: [], rewards: [], streak: null });
  },
};
