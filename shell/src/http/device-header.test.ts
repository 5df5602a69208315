import { describe, expect, it, vi } from 'vitest';
import { withDeviceId } from './device-header';

const answer = () => Promise.resolve(new Response('{}'));

describe('withDeviceId', () => {
  it("sets x-device-id on every call and keeps the call's own headers, method and body", async () => {
    const network = vi.fn<typeof fetch>(answer);
    const send = withDeviceId(network, () => 'abcdef0123456789');
    await send('/api/plat/withdraw-apply', {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
      body: 'amount=20',
    });
    await send('/api/userInfo');
    const [first, second] = network.mock.calls.map(([, init]) => init!);
    const firstHeaders = new Headers(first!.headers);
    expect(firstHeaders.get('x-device-id')).toBe('abcdef0123456789');
    expect(firstHeaders.get('authorization')).toBe('Bearer t');
    expect(first).toMatchObject({ method: 'POST', body: 'amount=20' });
    expect(new Headers(second!.headers).get('x-device-id')).toBe('abcdef0123456789');
  });

  it('sends the call without the header when the id cannot be read', async () => {
    const network = vi.fn<typeof fetch>(answer);
    const send = withDeviceId(network, () => {
      throw new Error('storage refused');
    });
    await send('/api/userInfo', { headers: { accept: 'application/json' } });
    const headers = new Headers(network.mock.calls[0]![1]!.headers);
    expect(headers.has('x-device-id')).toBe(false);
    expect(headers.get('accept')).toBe('application/json');
  });
});
