/** The invite feature: the dialog the shell mounts, its poster and its clipboard helper. */
export { InviteDialog, type InviteDialogProps } from './components/InviteDialog';
