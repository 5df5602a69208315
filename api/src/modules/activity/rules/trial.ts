/** STUB (issue 16 foundation): replaced by the helper that builds this rule kind. */
import type { TrialParams } from 'shared-contracts';
import type { RuleModule } from '../evaluation';

export const trialRule: RuleModule<TrialParams> = {
  evaluate() {
    throw new Error('rule kind not built yet');
  },
};
