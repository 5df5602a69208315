/** Which remote this copy of the kit serves (each remote bundles its own copy), set with the route table. */
let current = '';

export function setRemoteName(name: string): void {
  current = name;
}

/** The remote's package name (`mf-wallet`); '' before the route table was created (a test). */
export function remoteName(): string {
  return current;
}
