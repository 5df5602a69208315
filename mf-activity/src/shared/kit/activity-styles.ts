/** The activity screens' classes: the kit's list and card styles, with this remote's own (rows in cards, badges, progress) over them. */
import { listStyles } from 'remote-kit';
import activity from './Activity.module.css';

export const kitStyles: Readonly<Record<string, string>> = {
  ...listStyles,
  ...activity,
  body: `${listStyles.body} ${activity.bodyTop}`,
};
