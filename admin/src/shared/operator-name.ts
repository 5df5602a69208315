/** Who made a change, as the console names them: the operator's name, 系统 for the system's own writes. */

/**
 * @example operatorText(3, 'alice') // 'alice'
 * @example operatorText(null, null) // '系统'
 */
export function operatorText(id: number | null, name: string | null): string {
  if (id === null) return '系统';
  // An id whose name the answer lacks still says which account it was.
  return name ?? `#${id}`;
}
