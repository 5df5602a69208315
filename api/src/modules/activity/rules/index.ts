/** Every rule kind's module, by kind: the claim core and task/progress look a promotion's rule up here. */
import type { PromotionParams } from 'shared-contracts';
import type { RuleModule } from './rule-module';
import { depositBonusRule } from './deposit-bonus';
import { infoRule } from './info';
import { lossRescueRule } from './loss-rescue';
import { luckyMoneyRule } from './lucky-money';
import { signInRule } from './sign-in';
import { singleWinRule } from './single-win';
import { trialRule } from './trial';
import { turnoverTiersRule } from './turnover-tiers';
import { vipRule } from './vip';

type RuleOf<K extends PromotionParams['kind']> = RuleModule<Extract<PromotionParams, { kind: K }>>;

export const RULES: { [K in PromotionParams['kind']]: RuleOf<K> } = {
  deposit_bonus: depositBonusRule,
  turnover_tiers: turnoverTiersRule,
  loss_rescue: lossRescueRule,
  single_win: singleWinRule,
  sign_in: signInRule,
  lucky_money: luckyMoneyRule,
  trial: trialRule,
  vip: vipRule,
  info: infoRule,
};

/** The rule module of a promotion's parameters. */
export function ruleOf<P extends PromotionParams>(params: P): RuleModule<P> {
  return RULES[params.kind] as unknown as RuleModule<P>;
}
