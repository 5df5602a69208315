/** STUB (issue 16 foundation): replaced by the helper that builds this rule kind. */
import type { VipParams } from 'shared-contracts';
import type { RuleModule } from '../evaluation';

export const vipRule: RuleModule<VipParams> = {
  evaluate() {
    throw new Error('rule kind not built yet');
  },
};
