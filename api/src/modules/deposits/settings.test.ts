import { HDKey } from '@scure/bip32';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { DEMO_RECEIVING_ADDRESSES, holdsDemoData, seedDemoData } from '../../seed/seed';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { isTronAddress } from '../tron/address';
import { depositSettingRefusals } from './deposit-address';
import { addReceivingAddress, listReceivingAddresses } from './receiving-addresses';

describe('deposit settings', () => {
  const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/195'/0'");

  it('takes an xpub, and refuses an xprv or unreadable text in any mode', () => {
    expect(depositSettingRefusals(loadConfig({ TRON_XPUB: root.publicExtendedKey }))).toEqual([]);
    expect(depositSettingRefusals(loadConfig({}))).toEqual([]);
    for (const TRON_XPUB of [root.privateExtendedKey, 'xpub-not-a-key'])
      for (const SITE_MODE of ['demo', 'production'])
        expect(depositSettingRefusals(loadConfig({ TRON_XPUB, SITE_MODE }))).toHaveLength(1);
  });

  it('reads the order validity in whole minutes, 30 by default; anything else is a setting error', () => {
    expect(loadConfig({}).rechargeOrderMinutes).toBe(30);
    expect(loadConfig({ RECHARGE_ORDER_MINUTES: '15' })).toMatchObject({ rechargeOrderMinutes: 15, settingErrors: [] });
    for (const text of ['0', '1.5', 'x', '1441'])
      expect(loadConfig({ RECHARGE_ORDER_MINUTES: text }).settingErrors).toHaveLength(1);
  });
});

describe.each(TEST_DATABASES)('the demo pool on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(() => testApp.close());

  it('seeds three valid receiving addresses that mark the database as a demo one', async () => {
    expect(DEMO_RECEIVING_ADDRESSES.every(isTronAddress)).toBe(true);
    expect(await holdsDemoData(testApp.context.db)).toBe(false);
    await addReceivingAddress(testApp.context, null, { address: DEMO_RECEIVING_ADDRESSES[1], label: '' });
    // A demo address alone is enough for production to refuse the database: money sent there is nobody's.
    expect(await holdsDemoData(testApp.context.db)).toBe(true);
    await testApp.context.db.deleteFrom('receiving_addresses').execute();
    await seedDemoData(testApp.context);
    await seedDemoData(testApp.context);
    const pool = await listReceivingAddresses(testApp.context);
    expect(pool.map((row) => [row.address, row.status])).toEqual(DEMO_RECEIVING_ADDRESSES.map((a) => [a, 'active']));
  });
});
