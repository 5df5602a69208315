/** STUB (issue 16 foundation): replaced by the helper that builds this rule kind. */
import type { DepositBonusParams } from 'shared-contracts';
import type { RuleModule } from '../evaluation';

export const depositBonusRule: RuleModule<DepositBonusParams> = {
  evaluate() {
    throw new Error('rule kind not built yet');
  },
};
