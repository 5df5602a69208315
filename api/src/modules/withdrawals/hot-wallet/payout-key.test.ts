/** The hot wallet's key file: read once, refused when malformed or exposed, never shown; the signer signs offline. */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { inspect, promisify } from 'node:util';
import { TronWeb, utils } from 'tronweb';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createContext } from '../../../context';
import { payoutKeyFile } from '../../../test/hot-wallet';
import { USDT_CONTRACT } from '../../chain/trongrid-client';
import { hotWalletAddress } from './address';
import { payoutKeyRefusals, payoutSigner } from './payout-key';

const files: Array<{ remove(): void }> = [];
afterEach(() => files.splice(0).forEach((file) => file.remove()));
const keyFile = (contents?: string, mode?: number) => {
  const made = payoutKeyFile(contents, mode);
  files.push(made);
  return made.file;
};
const config = (file: string | undefined, mode: 'demo' | 'production' = 'demo') => ({
  ...loadConfig(mode === 'production' ? { SITE_MODE: 'production' } : {}),
  hotWallet: { keyFile: file, pollMs: 0 },
});

describe('TRON_PAYOUT_KEY_FILE', () => {
  it('is read from the environment; unset, there is no hot wallet and nothing to refuse', () => {
    expect(loadConfig({ TRON_PAYOUT_KEY_FILE: '/srv/keys/payout.key' }).hotWallet.keyFile).toBe('/srv/keys/payout.key');
    expect(loadConfig({}).hotWallet).toEqual({ keyFile: undefined, pollMs: 3000 });
    expect(loadConfig({ SITE_MODE: 'production', PAYOUT_POLL_MS: '700' }).hotWallet.pollMs).toBe(700);
    expect(payoutKeyRefusals(config(undefined, 'production'))).toEqual([]);
    expect(payoutSigner(config(undefined))).toBeNull();
  });

  it('derives the payout address from the key (0x and case allowed), shown to operators', () => {
    const key = randomBytes(32).toString('hex');
    const file = keyFile(`0x${key.toUpperCase()}`);
    const expected = TronWeb.address.fromPrivateKey(key);
    expect(payoutKeyRefusals(config(file, 'production'))).toEqual([]);
    expect(payoutSigner(config(file))?.address).toBe(expected);
    const context = createContext({} as never, 'sqlite', config(file));
    expect(hotWalletAddress(context)).toBe(expected);
    expect(hotWalletAddress(createContext({} as never, 'sqlite', config(undefined)))).toBeNull();
  });

  it('refuses a file that is missing or holds no valid key, in any mode, without quoting it', () => {
    for (const contents of ['zz', 'f'.repeat(63), '0'.repeat(64), 'f'.repeat(64), `${'a'.repeat(64)} extra`]) {
      const file = keyFile(contents);
      for (const mode of ['demo', 'production'] as const) {
        const refusals = payoutKeyRefusals(config(file, mode));
        expect(refusals).toEqual([
          `TRON_PAYOUT_KEY_FILE=${file} holds no private key (64 hex digits, a valid secp256k1 key)`,
        ]);
        expect(payoutSigner(config(file, mode))).toBeNull();
      }
    }
    expect(payoutKeyRefusals(config('/nonexistent/payout.key'))).toEqual([
      'TRON_PAYOUT_KEY_FILE=/nonexistent/payout.key cannot be read (ENOENT)',
    ]);
  });

  it('refuses in production a key file group or others may read (0600 like a provider secret); demo mode uses it', () => {
    const key = randomBytes(32).toString('hex');
    const file = keyFile(key, 0o640);
    expect(payoutKeyRefusals(config(file, 'production'))).toEqual([
      `TRON_PAYOUT_KEY_FILE=${file} may be read by group or others (chmod 600 it)`,
    ]);
    expect(payoutKeyRefusals(config(file))).toEqual([]);
    const signer = payoutSigner(config(file))!;
    // The key lives in a closure: nothing printable holds it.
    expect(JSON.stringify(signer)).not.toContain(key);
    expect(inspect(signer, { depth: 10, showHidden: true })).not.toContain(key);
  });

  it('makes main.ts refuse to start in production, in one line that names the file and not the key', async () => {
    const key = randomBytes(32).toString('hex');
    const file = keyFile(key, 0o644);
    const run = promisify(execFile);
    const failed = await run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: new URL('../../../..', import.meta.url).pathname,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATABASE_URL: ':memory:',
        TRON_PAYOUT_KEY_FILE: file,
        // Production's other must-have (the key of the operators' TOTP secrets), so that this refusal is the one.
        OPERATOR_SECRET_KEY: randomBytes(32).toString('hex'),
      },
      timeout: 30_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect((failed as { code: number }).code).not.toBe(0);
    expect((failed as { stderr: string }).stderr).toBe(
      `api refuses to start (production mode): TRON_PAYOUT_KEY_FILE=${file} may be read by group or others (chmod 600 it)\n`,
    );
  }, 60_000);

  it('signs a USDT transfer offline: the id is the hash of the bytes, the signature recovers to the payout address', async () => {
    const file = keyFile();
    const signer = payoutSigner(config(file))!;
    const to = TronWeb.address.fromPrivateKey(randomBytes(32).toString('hex')) as string;
    const blockHeader = {
      ref_block_bytes: '1a2b',
      ref_block_hash: 'ab'.repeat(8),
      expiration: 1_700_000_600_000,
      timestamp: 1_700_000_000_000,
    };
    // No node is reachable at the signer's URL: any call would fail this test.
    const signed = await signer.signTransfer({
      contract: USDT_CONTRACT,
      to,
      units: 12_345_678n,
      feeLimitSun: 100_000_000,
      blockHeader,
    });
    expect(createHash('sha256').update(Buffer.from(signed.raw_data_hex, 'hex')).digest('hex')).toBe(signed.txID);
    expect(utils.crypto.ecRecover(signed.txID, signed.signature[0]!).toLowerCase()).toBe(
      TronWeb.address.toHex(signer.address).toLowerCase(),
    );
    const decoded = utils.deserializeTx.deserializeTransaction('TriggerSmartContract', signed.raw_data_hex);
    expect(decoded).toMatchObject({
      expiration: blockHeader.expiration,
      fee_limit: 100_000_000,
      ref_block_bytes: '1A2B',
    });
    const data = String(decoded.contract[0].parameter.value.data).toLowerCase();
    expect(data).toBe(
      `a9059cbb${TronWeb.address.toHex(to).slice(2).padStart(64, '0')}${(12_345_678).toString(16).padStart(64, '0')}`,
    );
  });
});
