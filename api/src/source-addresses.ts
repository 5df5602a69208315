/** Allow-lists of source addresses (CIDR lists, IPv4 and IPv6) for server-to-server callers such as game providers. */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Loopback only: the demo provider's default, and a real provider's in demo mode when it has no list. */
export const LOOPBACK_CIDRS: readonly string[] = ['127.0.0.0/8', '::1/128'];

/**
 * Reads a comma-separated CIDR list; a bare address is a /32 (IPv4) or /128 (IPv6).
 * @example parseCidrList('10.0.0.0/8, ::1') // { cidrs: ['10.0.0.0/8', '::1/128'], invalid: [] }
 */
export function parseCidrList(text: string): { cidrs: string[]; invalid: string[] } {
  const cidrs: string[] = [];
  const invalid: string[] = [];
  for (const item of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefixText, ...rest] = item.split('/');
    const family = isIPv4(address) ? 4 : isIPv6(address) ? 6 : 0;
    const maxPrefix = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
    if (family === 0 || rest.length > 0 || prefix < 0 || prefix > maxPrefix) invalid.push(item);
    else cidrs.push(`${address}/${prefix}`);
  }
  return { cidrs, invalid };
}

/**
 * TRUSTED_PROXIES: the CIDRs whose X-Forwarded-For the API believes; none when unset. An entry that
 * is no CIDR is a setting error (the API refuses to start), never silently dropped.
 */
export function trustedProxiesOf(text: string | undefined, errors: string[]): string[] {
  const { cidrs, invalid } = parseCidrList(text ?? '');
  if (invalid.length) errors.push(`TRUSTED_PROXIES has entries that are no CIDR: ${invalid.join(', ')}`);
  return cidrs;
}

/** The addresses of valid CIDRs (from parseCidrList) as one list to check callers against. */
export function allowListOf(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', prefix] = cidr.split('/');
    list.addSubnet(address, Number(prefix), isIPv4(address) ? 'ipv4' : 'ipv6');
  }
  return list;
}

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6, as request.ip gives it) is on the list. */
export function isAllowedSource(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  if (isIPv4(address)) return list.check(address, 'ipv4');
  // BlockList matches IPv4-mapped IPv6 (::ffff:10.0.0.1) against the IPv4 rules itself.
  return isIPv6(address) && list.check(address, 'ipv6');
}

/** Answers remembered per list: a list is never changed once built, and its callers are few addresses. */
const answers = new WeakMap<BlockList, Map<string, boolean>>();
/** Past this many addresses a list's answers are forgotten, so a flood of callers cannot grow them without bound. */
const MOST_REMEMBERED = 1_000;

/**
 * isAllowedSource for a list checked on every request (a provider's wallet calls): BlockList
 * builds a socket address for each check, a few per cent of a wallet call's CPU (bench:wallet).
 */
export function isAllowedSourceRemembered(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  let known = answers.get(list);
  if (!known) answers.set(list, (known = new Map()));
  const remembered = known.get(address);
  if (remembered !== undefined) return remembered;
  const allowed = isAllowedSource(list, address);
  if (known.size >= MOST_REMEMBERED) known.clear();
  known.set(address, allowed);
  return allowed;
}

/** A CIDR's own list, to ask which addresses it covers. */
const listOf = (cidr: string) => allowListOf([cidr]);
const LOOPBACK = allowListOf(LOOPBACK_CIDRS);
const IPV4_FIRST_OCTETS = Array.from({ length: 256 }, (_, octet) => `${octet}.0.0.0`);

/**
 * Whether a CIDR (from parseCidrList) lets in more than one IPv4 /8, or more than an IPv6 /32:
 * a list no provider needs, as good as none. IPv4-mapped IPv6 counts as IPv4.
 * @example isCatchAll('0.0.0.0/0') // true; isCatchAll('10.0.0.0/8') // false
 */
export function isCatchAll(cidr: string): boolean {
  const list = listOf(cidr);
  const [address = '', prefix] = cidr.split('/');
  const octets = IPV4_FIRST_OCTETS.filter((first) => isAllowedSource(list, first)).length;
  return octets > 1 || (isIPv6(address) && Number(prefix) < 32);
}

/**
 * Whether a CIDR (from parseCidrList) covers a loopback address: every caller has one when a
 * proxy on this machine passes the calls on.
 * @example coversLoopback('127.0.0.1/32') // true; coversLoopback('203.0.113.0/24') // false
 */
export function coversLoopback(cidr: string): boolean {
  const list = listOf(cidr);
  const [address] = cidr.split('/');
  // From /8 on, the network's own address tells 127.x apart; wider ones must contain 127.0.0.1.
  return isAllowedSource(LOOPBACK, address) || isAllowedSource(list, '127.0.0.1') || isAllowedSource(list, '::1');
}
