/** The claim types an operator filters by: 反水 (0) and the 13 promotion types. */
import { PROMOTION_TYPE_MAX, PROMOTION_TYPE_MIN, promotionTypeNames } from 'shared-contracts';

export const REBATE_TYPE = 0;

/** 反水, or the type's name. */
export const claimTypeName = (type: number) =>
  type === REBATE_TYPE ? '反水' : (promotionTypeNames[type] ?? `类型${type}`);

export const claimTypeOptions = [
  REBATE_TYPE,
  ...Array.from({ length: PROMOTION_TYPE_MAX - PROMOTION_TYPE_MIN + 1 }, (_, index) => index + PROMOTION_TYPE_MIN),
].map((type) => ({ value: type, label: type === REBATE_TYPE ? '反水' : `${type}. ${claimTypeName(type)}` }));
