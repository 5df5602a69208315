/** STUB (issue 16 foundation): replaced by the helper that builds this rule kind. */
import type { LuckyMoneyParams } from 'shared-contracts';
import type { RuleModule } from '../evaluation';

export const luckyMoneyRule: RuleModule<LuckyMoneyParams> = {
  evaluate() {
    throw new Error('rule kind not built yet');
  },
};
