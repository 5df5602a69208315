/** The agent screens' classes: the kit's list and popup styles, with this remote's own (figures, claim, dialogs, tables) over them. */
import { listStyles } from 'remote-kit';
import agent from './Agent.module.css';
import popup from './Popup.module.css';

export const agentStyles: Readonly<Record<string, string>> = { ...listStyles, ...agent };
export const popupStyles: Readonly<Record<string, string>> = { ...listStyles, ...popup };
