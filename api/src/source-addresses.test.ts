import { describe, expect, it } from 'vitest';
import {
  allowListOf,
  isAllowedSource,
  isAllowedSourceRemembered,
  LOOPBACK_CIDRS,
  parseCidrList,
} from './source-addresses';

describe('CIDR allow-lists', () => {
  it('reads IPv4 and IPv6 CIDRs and bare addresses, and names every entry that is none', () => {
    expect(parseCidrList(' 10.0.0.0/8, 192.168.1.7 ,2001:db8::/32,::1,, ')).toEqual({
      cidrs: ['10.0.0.0/8', '192.168.1.7/32', '2001:db8::/32', '::1/128'],
      invalid: [],
    });
    const bad = [
      '10.0.0.0/33',
      '2001:db8::/129',
      '300.1.1.1/8',
      'example.com',
      '10.0.0.0/8/1',
      '10.0.0.0/x',
      '10.0.0.0/',
    ];
    expect(parseCidrList(bad.join(','))).toEqual({ cidrs: [], invalid: bad });
  });

  it('matches addresses inside the networks only, IPv4-mapped IPv6 as IPv4', () => {
    const list = allowListOf(parseCidrList('10.1.0.0/16,2001:db8::/48').cidrs);
    expect(isAllowedSource(list, '10.1.255.255')).toBe(true);
    expect(isAllowedSource(list, '::ffff:10.1.2.3')).toBe(true);
    expect(isAllowedSource(list, '2001:db8:0:ffff::1')).toBe(true);
    for (const outside of ['10.2.0.1', '2001:db8:1::1', '127.0.0.1', '::1', '', 'nonsense', undefined])
      expect(isAllowedSource(list, outside), String(outside)).toBe(false);
  });

  it('loopback is 127.0.0.0/8 and ::1', () => {
    const loopback = allowListOf(LOOPBACK_CIDRS);
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map((ip) => isAllowedSource(loopback, ip))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isAllowedSource(loopback, '128.0.0.1')).toBe(false);
  });

  it('remembers answers per list without changing one, for more callers than it keeps', () => {
    const lists = [allowListOf(['10.0.0.0/8', '2001:db8::/32']), allowListOf(LOOPBACK_CIDRS)];
    const callers = [
      ...Array.from({ length: 1_500 }, (_, index) => `10.${index % 256}.${Math.floor(index / 256)}.1`),
      ...Array.from({ length: 1_500 }, (_, index) => `11.0.${index % 256}.${Math.floor(index / 256)}`),
      '127.0.0.1',
      '::1',
      '::ffff:10.0.0.1',
      '2001:db8::7',
      'not an address',
      undefined,
    ];
    // Twice over: the second pass answers from what the first remembered (or forgot).
    for (const pass of [1, 2])
      for (const list of lists)
        for (const caller of callers)
          expect([pass, caller, isAllowedSourceRemembered(list, caller)]).toEqual([
            pass,
            caller,
            isAllowedSource(list, caller),
          ]);
  });
});
