/** What every agent screen is built from beside the kit: the frame, the claim flow, the styles, the states' words and ids. */
export { AgentScreen } from './components/AgentScreen';
export { ClaimButton } from './components/ClaimButton';
export { agentStyles, popupStyles } from './agent-styles';
export { AGENT_PERIOD_TABS, AGENT_STATES } from './agent-states';
