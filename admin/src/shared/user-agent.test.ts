import { describe, expect, it } from 'vitest';
import { shortUserAgent } from './user-agent';

describe('shortUserAgent', () => {
  it('names the browser with its major version and the system', () => {
    const cases: Array<[string, string]> = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
        'Chrome 120 · Windows',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
        'Safari 17 · iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
        '微信 8 · Android',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
        'Edge 120 · Windows',
      ],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox 121 · macOS'],
    ];
    for (const [agent, shown] of cases) expect(shortUserAgent(agent)).toBe(shown);
  });

  it('shows the start of an agent it cannot read', () => {
    expect(shortUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(shortUserAgent('lightMyRequest-and-a-long-name-after')).toBe('lightMyRequest-and-a-lon…');
  });
});
