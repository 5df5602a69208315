/**
 * The version of this contract. Kept equal to package.json (a unit test checks it).
 * A remote built against a different major version is refused by the shell.
 */
export const CONTRACTS_VERSION = '1.9.0';

/** Major part of a semver string, or NaN when the string is not a version. */
export function majorOf(version: string): number {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  return match ? Number(match[1]) : Number.NaN;
}

/** Whether code built against `builtAgainst` may run beside this contract version. */
export function isContractCompatible(builtAgainst: string, current: string = CONTRACTS_VERSION): boolean {
  const major = majorOf(builtAgainst);
  return !Number.isNaN(major) && major === majorOf(current);
}
