/** Player protection (issue 18) shared by /safe, /recharge and the recharge widget: the panels, the first-deposit prompt, the calls. */
export { BreakPanel } from './components/BreakPanel';
export { DepositLimitPrompt } from './components/DepositLimitPrompt';
export { LimitsPanel } from './components/LimitsPanel';
export { RealityCheckPanel } from './components/RealityCheckPanel';
export { useProtectionStatus } from './hooks/use-protection-status';
export { realityLabel } from './limit-format';
