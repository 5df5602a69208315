/** The turnover module's face: the wagering a credit asks for before a withdrawal. */
export { turnoverRequired } from './arithmetic';
export {
  addBonusTurnoverIn,
  addTurnoverRequirementIn,
  bonusTurnoverSource,
  channelTurnoverSource,
  openTurnover,
  removeTurnoverRequirementIn,
} from './requirements';
