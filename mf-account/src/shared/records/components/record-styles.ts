/** The record screens' classes: the kit's list styles, with this remote's own (figures, totals, copy lines) over them. */
import { listStyles } from 'remote-kit';
import records from './Records.module.css';

export const recordStyles: Readonly<Record<string, string>> = { ...listStyles, ...records };
