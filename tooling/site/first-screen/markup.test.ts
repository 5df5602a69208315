/** The first screen's HTML: operators' content escaped, only safe picture addresses, answers that cannot close their element. */
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_URLS, type FirstScreenAnswers } from './answers';
import { escapeHtml, jsonForScript, renderFirstScreen, safeImageSource } from './markup';

const PNG = '/api/files/aa.png';

function answers(overrides: { cover?: string; gameName?: string; notice?: string; gameImage?: string } = {}) {
  return {
    banner: { code: 200, result: [{ id: 1, cover_images: overrides.cover ?? PNG, activity_type: 1 }] },
    hotGames: {
      code: 200,
      result: {
        total: 4,
        data: [1, 2, 3, 4].map((id) => ({
          id,
          game_code: `g${id}`,
          game_name: id === 1 ? (overrides.gameName ?? '水果拉霸') : `游戏${id}`,
          plat_type_id: 16,
          game_type_id: 5,
          open_type: 2,
          status: 1,
          image: '',
          game_image: overrides.gameImage ?? `/api/files/${id}.png`,
        })),
      },
    },
    config: { code: 200, result: [{ id: 2, content: overrides.notice ?? '欢迎光临' }] },
  } satisfies FirstScreenAnswers;
}

/** The first screen's markup, without the answers' JSON block after it. */
const screenOf = (html: string) => html.slice(0, html.indexOf('<script type="application/json"'));

describe('renderFirstScreen', () => {
  it('draws the first banner as a high-priority picture, the notice text and the first row of three hot games', () => {
    const html = renderFirstScreen(answers()) ?? '';
    expect(html).toContain(`<img src="${PNG}" alt="" width="750" height="300" fetchpriority="high">`);
    expect(html).toContain('<div class="fs-notice">欢迎光临</div>');
    expect(html.match(/class="fs-card"/g)).toHaveLength(3);
    expect(screenOf(html)).not.toContain('游戏4');
  });

  it('escapes every text from the content, so a name or notice cannot add markup', () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const screen = screenOf(
      renderFirstScreen(answers({ gameName: hostile, notice: `</div><script>alert(1)</script>` })) ?? '',
    );
    expect(screen).not.toMatch(/<script|<img src=x/);
    expect(screen).toContain('&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;');
  });

  it('writes no picture whose address is not the site’s own path, https or a base64 image', () => {
    for (const cover of [
      'javascript:alert(1)',
      '//evil.test/a.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'http://plain.test/a.png',
      '/\\evil.test',
    ]) {
      const screen = screenOf(renderFirstScreen(answers({ cover })) ?? '');
      expect({ cover, banner: screen.match(/<div class="fs-banner">(.*?)<\/div>/)?.[1] }).toEqual({
        cover,
        banner: '',
      });
    }
    expect(screenOf(renderFirstScreen(answers({ gameImage: '" onerror="alert(1)' })) ?? '')).not.toContain('onerror');
  });

  it('hands the page the answers by the URLs its client asks, in a block no text can close', () => {
    const html = renderFirstScreen(answers({ notice: '</script><script>alert(1)</script>' })) ?? '';
    const block = html.slice(html.indexOf('<script type="application/json"'));
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const inlined = JSON.parse(block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'))) as Record<
      string,
      unknown
    >;
    expect(Object.keys(inlined).sort()).toEqual(Object.values(FIRST_SCREEN_URLS).sort());
    expect(inlined[FIRST_SCREEN_URLS.hotGames]).toEqual(answers().hotGames);
    expect(FIRST_SCREEN_URLS.hotGames).toBe('/api/plat/game/hot?is_hot=1&size=20&page=1');
  });

  it('draws nothing when an answer is not of the contract’s shape', () => {
    expect(renderFirstScreen({ ...answers(), banner: { code: 200, result: 'x' } })).toBeNull();
    expect(renderFirstScreen({ ...answers(), hotGames: { code: 200, result: [] } })).toBeNull();
  });

  it('draws an empty banner box when there is no banner, and no notice bar without a notice', () => {
    const html = screenOf(renderFirstScreen({ ...answers({ notice: ' ' }), banner: { code: 200, result: [] } }) ?? '');
    expect(html).toContain('<div class="fs-banner"></div>');
    expect(html).toContain('<div class="fs-notice-wrap"></div>');
  });
});

describe('the escaping helpers', () => {
  it('escapeHtml leaves no character that opens a tag or ends an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });
  it('safeImageSource keeps safe addresses as they are', () => {
    expect(safeImageSource(' /api/files/a.png ')).toBe('/api/files/a.png');
    expect(safeImageSource('https://cdn.example.test/a.png')).toBe('https://cdn.example.test/a.png');
    expect(safeImageSource('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
  });
  it('jsonForScript escapes < and the line separators', () => {
    expect(jsonForScript({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script>\\u2028"}');
  });
});
