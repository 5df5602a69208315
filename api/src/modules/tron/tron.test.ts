import { hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { decodeTronAddress, encodeTronAddress, isTronAddress, tronAddressFromHex, tronAddressToHex } from './address';
import { deriveTronAddress, parseXpub, tronAddressOfPublicKey } from './xpub';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_HEX = '41a614f803b6fd780986a42c78ec9c7f77e6ded13c';
// The BIP-39 test mnemonic; the address is the one TronLink and trezor's test vectors give for m/44'/195'/0'/0/0.
const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('TRON addresses', () => {
  it('accepts a real address and converts it to and from hex', () => {
    expect(isTronAddress(USDT)).toBe(true);
    expect(tronAddressToHex(USDT)).toBe(USDT_HEX);
    expect(tronAddressFromHex(USDT_HEX)).toBe(USDT);
    expect(tronAddressFromHex(`0x${USDT_HEX.slice(2)}`)).toBe(USDT);
    expect(encodeTronAddress(hex.decode(USDT_HEX))).toBe(USDT);
  });

  it('refuses a bad checksum, a wrong version byte, bad characters and wrong lengths', () => {
    const lastChar = USDT.at(-1) === 't' ? 'u' : 't';
    expect(isTronAddress(USDT.slice(0, -1) + lastChar)).toBe(false);
    // Same 20 bytes under version 0x00 (a Bitcoin-style address): valid base58check, wrong network.
    const wrongVersion = hex.decode(`00${USDT_HEX.slice(2)}`);
    expect(() => encodeTronAddress(wrongVersion)).toThrow();
    for (const bad of ['', 'T', USDT + '1', USDT.replace('R', '0'), USDT.toLowerCase(), ' ' + USDT, '0x' + USDT_HEX])
      expect(isTronAddress(bad)).toBe(false);
    expect(decodeTronAddress(null as unknown as string)).toBeNull();
    expect(tronAddressFromHex('42' + USDT_HEX.slice(2))).toBeNull();
  });
});

describe('deposit addresses from an xpub', () => {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));
  const account = root.derive("m/44'/195'/0'");
  const xpub = account.publicExtendedKey;

  it('derives the known first address of the test mnemonic', () => {
    const parsed = parseXpub(xpub);
    expect(parsed).not.toBeNull();
    expect(deriveTronAddress(parsed!, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it("agrees with derivation from the private key along m/44'/195'/0'/0/i", () => {
    const parsed = parseXpub(xpub)!;
    for (const index of [0, 1, 2, 19, 1000]) {
      const fromSeed = root.derive(`m/44'/195'/0'/0/${index}`);
      expect(deriveTronAddress(parsed, index)).toBe(tronAddressOfPublicKey(fromSeed.publicKey!));
    }
    expect(new Set([0, 1, 2, 3].map((index) => deriveTronAddress(parsed, index))).size).toBe(4);
  });

  it('refuses an xprv, an xpub of another level than the account, garbage and bad indexes', () => {
    expect(parseXpub(account.privateExtendedKey)).toBeNull();
    expect(parseXpub(root.publicExtendedKey)).toBeNull();
    expect(parseXpub(root.derive("m/44'/195'/0'/0").publicExtendedKey)).toBeNull();
    expect(parseXpub('xpub-not-a-key')).toBeNull();
    expect(() => deriveTronAddress(parseXpub(xpub)!, -1)).toThrow(RangeError);
    expect(() => deriveTronAddress(parseXpub(xpub)!, 2 ** 31)).toThrow(RangeError);
  });
});
