/** What a remote uses at run time: the slot for the shell's HostApi, the hook that reads its stores, the clipboard helper. */
export { copyText, chooseCopyMethod, type CopyEnvironment, type CopyMethod } from './copy-text';
export { getHost, setHost } from './host-slot';
export { useReadable } from './use-readable';
