import { describe, expect, it } from 'vitest';
import { CONTRACTS_VERSION, isContractCompatible, majorOf } from './version';
import contractsPackage from '../package.json';

describe('contract version', () => {
  it('equals the package version', () => {
    expect(CONTRACTS_VERSION).toBe(contractsPackage.version);
  });

  it('reads the major part of a version', () => {
    expect(majorOf('2.4.1')).toBe(2);
    expect(majorOf('10.0.0-beta.1')).toBe(10);
    expect(majorOf('latest')).toBeNaN();
  });

  it('accepts the same major and refuses another or garbage', () => {
    expect(isContractCompatible('1.9.3', '1.0.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.4.0')).toBe(false);
    expect(isContractCompatible('0.9.0', '1.0.0')).toBe(false);
    expect(isContractCompatible('', '1.0.0')).toBe(false);
  });
});
