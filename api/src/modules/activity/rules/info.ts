/** STUB (issue 16 foundation): replaced by the helper that builds this rule kind. */
import type { InfoParams } from 'shared-contracts';
import type { RuleModule } from '../evaluation';

export const infoRule: RuleModule<InfoParams> = {
  evaluate() {
    throw new Error('rule kind not built yet');
  },
};
