/** STUB (issue 16 foundation): replaced by the helper that builds this rule kind. */
import type { SignInParams } from 'shared-contracts';
import type { RuleModule } from '../evaluation';

export const signInRule: RuleModule<SignInParams> = {
  evaluate() {
    throw new Error('rule kind not built yet');
  },
};
