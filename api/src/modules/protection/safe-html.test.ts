import fc from 'fast-check';
import { RESPONSIBLE_GAMING_DEFAULT_HTML } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables and safe links', () => {
    const html =
      '<h2>理性游戏</h2><p>只用<strong>闲钱</strong><br />游戏</p><ul><li>一</li></ul>' +
      '<table><tr><td colspan="2">热线</td></tr></table><a href="https://example.org/help">帮助</a>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>理性游戏</h2><p>只用<strong>闲钱</strong><br />游戏</p><ul><li>一</li></ul>' +
        '<table><tr><td colspan="2">热线</td></tr></table>' +
        '<a href="https://example.org/help" rel="noopener noreferrer">帮助</a>',
    );
  });

  it('leaves the built-in page as it is', () => {
    expect(sanitizeHtml(RESPONSIBLE_GAMING_DEFAULT_HTML)).toBe(
      RESPONSIBLE_GAMING_DEFAULT_HTML.replace(/<a href="([^"]+)">/g, '<a href="$1" rel="noopener noreferrer">'),
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
    ['<a href="/safe">安全中心</a>', '<a href="/safe" rel="noopener noreferrer">安全中心</a>'],
    ['<iframe src="https://evil.example"></iframe>after', 'after'],
    ['<svg><script>alert(1)</script></svg>after', 'after'],
    ['<style>body{display:none}</style>text', 'text'],
    ['<!-- <script>alert(1)</script> -->text', 'text'],
    ['<p title="a&quot; onmouseover=&quot;x()">t</p>', '<p>t</p>'],
    [
      '<a title="&quot;><script>x()</script>" href="/a">t</a>',
      '<a title="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;" href="/a" rel="noopener noreferrer">t</a>',
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
          expect(tag).toMatch(/^<\/?(a|img|p)( (href|src|title|alt|rel)="[^"<>]*")*( \/)?>$/);
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

describe('isSafeUrl', () => {
  it('allows http(s), mailto, tel and site paths for links; http(s) and site paths for pictures', () => {
    expect(isSafeUrl('https://a.example', 'a')).toBe(true);
    expect(isSafeUrl('mailto:help@example.org', 'a')).toBe(true);
    expect(isSafeUrl('tel:+85218346333', 'a')).toBe(true);
    expect(isSafeUrl('#top', 'a')).toBe(true);
    expect(isSafeUrl('mailto:x@example.org', 'img')).toBe(false);
    expect(isSafeUrl('/pictures/a.png', 'img')).toBe(true);
    expect(isSafeUrl('vbscript:x', 'a')).toBe(false);
    expect(isSafeUrl('/\\evil.example', 'a')).toBe(false);
  });
});
