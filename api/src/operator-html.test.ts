import fc from 'fast-check';
import { RESPONSIBLE_GAMING_DEFAULT_HTML } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { sanitizeOperatorHtml as sanitizeHtml } from './operator-html';

describe('sanitizeOperatorHtml', () => {
  it('keeps formatting, lists, tables and safe links', () => {
    const html =
      '<h2>理性游戏</h2><p>只用<strong>闲钱</strong><br />游戏</p><ul><li>一</li></ul>' +
      '<table><tr><td colspan="2">热线</td></tr></table><a href="https://example.org/help">帮助</a>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>理性游戏</h2><p>只用<strong>闲钱</strong><br />游戏</p><ul><li>一</li></ul>' +
        '<table><tr><td colspan="2">热线</td></tr></table>' +
        '<a href="https://example.org/help" target="_blank" rel="noopener noreferrer">帮助</a>',
    );
  });

  it('leaves the built-in page as it is', () => {
    expect(sanitizeHtml(RESPONSIBLE_GAMING_DEFAULT_HTML)).toBe(
      RESPONSIBLE_GAMING_DEFAULT_HTML.replace(
        /<a href="(https?:[^"]+)">/g,
        '<a href="$1" target="_blank" rel="noopener noreferrer">',
      ),
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT src="x.js"></SCRIPT >ok', 'ok'],
    ['<p onclick="steal()" style="color:red" class="x">hi</p>', '<p>hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img />'],
    ['<img src="https://example.org/a.png" alt="a">', '<img src="https://example.org/a.png" alt="a" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<a href="/safe">安全中心</a>', '<a href="/safe">安全中心</a>'],
    ['<a href="#top">回到顶部</a>', '<a>回到顶部</a>'],
    ['<a href="/safe" target="_blank">x</a>', '<a href="/safe">x</a>'],
    ['<img src="/pictures/a.png" alt="a">', '<img alt="a" />'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="a">', '<img alt="a" />'],
    ['<iframe src="https://evil.example"></iframe>after', 'after'],
    ['<svg><script>alert(1)</script></svg>after', 'after'],
    ['<style>body{display:none}</style>text', 'text'],
    ['<!-- <script>alert(1)</script> -->text', 'text'],
    ['<p title="a&quot; onmouseover=&quot;x()">t</p>', '<p>t</p>'],
    [
      '<a title="&quot;><script>x()</script>" href="/a">t</a>',
      '<a title="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;" href="/a">t</a>',
    ],
    ['1 < 2 & 3 > 2 &amp; <b>粗</b>', '1 &lt; 2 &amp; 3 &gt; 2 &amp; <b>粗</b>'],
    ['<form action="/x"><input name="p"><button>go</button></form>', 'go'],
    ['<p', 'p'],
    ['<img src="x" onerror=alert(1)//', ''],
  ])('makes %j safe', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('never lets a tag, handler or script URL through, whatever the input', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '=',
      '/',
      ' ',
      '&',
      '#',
      ';',
      'script',
      'onerror',
      'javascript:',
      'img',
      'a',
      'href',
      'src',
      'p',
      'iframe',
      '<!--',
      '-->',
      '&#106;',
      'x',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const out = sanitizeHtml(parts.join(''));
        // Every tag left is one the sanitizer wrote: an allowed name, quoted allowed attributes.
        const tags = out.match(/<[^>]*>/g) ?? [];
        for (const tag of tags) {
          expect(tag).toMatch(/^<\/?(a|img|p)( (href|src|title|alt|rel|target)="[^"<>]*")*( \/)?>$/);
          // A script URL matters only inside a tag; as text (`src="javascript:` typed in a paragraph) it is inert.
          expect(tag).not.toMatch(/(href|src)="\s*javascript/i);
        }
        expect(out).not.toMatch(/<script|<iframe/i);
        // Nothing unescaped outside tags.
        expect(out.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the styles rule, as the page that shows the HTML has it', () => {
  it("'drop' keeps no inline style and no colour attribute (the default: a card styled by the theme)", () => {
    expect(sanitizeHtml('<p style="color: red; top: 0; font-weight: bold">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<table><tr><td bgcolor="#000" style="width:50%">b</td></tr></table>')).toBe(
      '<table><tr><td>b</td></tr></table>',
    );
  });

  it("'clean' keeps layout but no colours or fixed positioning (a custom page)", () => {
    expect(sanitizeHtml('<p style="color: red; position: fixed; top: 0; font-weight: bold">a</p>', 'clean')).toBe(
      '<p style="top: 0; font-weight: bold">a</p>',
    );
    expect(sanitizeHtml('<table><tr><td bgcolor="#000">b</td></tr></table>', 'clean')).toBe(
      '<table><tr><td>b</td></tr></table>',
    );
  });

  it("'keep' keeps the operator's styles and colours, never script-bearing CSS", () => {
    expect(
      sanitizeHtml('<p style="color: red; width: expression(alert(1)); background: url(javascript:x)">a</p>', 'keep'),
    ).toBe('<p style="color: red">a</p>');
    expect(sanitizeHtml('<table><tr><td bgcolor="#000">b</td></tr></table>', 'keep')).toBe(
      '<table><tr><td bgcolor="#000">b</td></tr></table>',
    );
  });
});
