/** How the record screens fill the kit's states and period tabs: the catalogue's records words, test ids starting `records-`. */
import { messages, RECORD_PERIODS } from 'shared-contracts';
import { periodTabs, screenStates } from 'remote-kit';

export const RECORD_STATES = screenStates('records', messages.records);

/** 今天 / 昨天 / 近7天 / 近30天 (today first: the server's default too). */
export const RECORD_PERIOD_TABS = periodTabs(RECORD_PERIODS, messages.records);
