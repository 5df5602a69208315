/** Why a remote is not shown; the fallback picks its Chinese message from the type. */

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteName: string,
    cause?: unknown,
  ) {
    super(`remote ${remoteName} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export class RemoteIncompatibleError extends Error {
  constructor(
    readonly remoteName: string,
    readonly builtAgainst: string,
  ) {
    super(`remote ${remoteName} was built against shared-contracts ${builtAgainst}`);
    this.name = 'RemoteIncompatibleError';
  }
}
