/** What a remote uses at run time: the slot for the shell's HostApi, the store and list hooks, the clipboard helper. */
export { copyText, chooseCopyMethod, type CopyEnvironment, type CopyMethod } from './copy-text';
export { getHost, setHost } from './host-slot';
export { useKeysetList, type KeysetList } from './lists/use-keyset-list';
export { useQuery, type Query, type QueryOptions } from './lists/use-query';
export { useReadable } from './use-readable';
export { lazyPage, type LazyPage } from './lazy-page';
