/** After a NoteModal's call: on success the screen refreshes and the dialog closes; a refusal leaves it open. */
export function closedAfter(succeeded: boolean, dialog: { onDone(): void; onClose(): void }) {
  if (!succeeded) return;
  dialog.onDone();
  dialog.onClose();
}
