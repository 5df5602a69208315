/** What a remote uses at run time: the slot for the shell's HostApi and the hook that reads its stores. */
export { getHost, setHost } from './host-slot';
export { useReadable } from './use-readable';
