/** STUB (issue 16 foundation): replaced by the helper that builds this rule kind. */
import type { LossRescueParams } from 'shared-contracts';
import type { RuleModule } from '../evaluation';

export const lossRescueRule: RuleModule<LossRescueParams> = {
  evaluate() {
    throw new Error('rule kind not built yet');
  },
};
