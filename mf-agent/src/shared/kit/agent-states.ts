/** How the agent screens fill the kit's states and period tabs: the catalogue's agentCommon words, test ids starting `agent-`. */
import { AGENT_PERIODS, messages } from 'shared-contracts';
import { periodTabs, screenStates } from 'remote-kit';

export const AGENT_STATES = screenStates('agent', messages.agentCommon);

/** 全部 / 今天 / 昨天 / 本周 / 本月 (全部 first: the default). */
export const AGENT_PERIOD_TABS = periodTabs(AGENT_PERIODS, messages.agentCommon);
