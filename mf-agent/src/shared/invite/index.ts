/** The invite feature: the dialog the shell mounts and its poster. */
export { InviteDialog, type InviteDialogProps } from './components/InviteDialog';
