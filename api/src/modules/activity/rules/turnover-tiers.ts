/** STUB (issue 16 foundation): replaced by the helper that builds this rule kind. */
import type { TurnoverTiersParams } from 'shared-contracts';
import type { RuleModule } from '../evaluation';

export const turnoverTiersRule: RuleModule<TurnoverTiersParams> = {
  evaluate() {
    throw new Error('rule kind not built yet');
  },
};
