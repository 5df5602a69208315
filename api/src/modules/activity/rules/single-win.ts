/** STUB (issue 16 foundation): replaced by the helper that builds this rule kind. */
import type { SingleWinParams } from 'shared-contracts';
import type { RuleModule } from '../evaluation';

export const singleWinRule: RuleModule<SingleWinParams> = {
  evaluate() {
    throw new Error('rule kind not built yet');
  },
};
