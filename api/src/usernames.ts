/** Usernames are one name whatever their case: `DemoPlayer01` and `demoplayer01` are the same account. */

/**
 * The form a username is compared and looked up by (column `username_canonical`, unique).
 * @example canonicalUsername('DemoPlayer01') // 'demoplayer01'
 */
export function canonicalUsername(username: string): string {
  return username.toLowerCase();
}
