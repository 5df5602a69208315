// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { OPERATOR_HTML_FORBIDDEN_TAGS } from 'shared-contracts';
import { sanitizeOperatorHtml } from './sanitize-operator-html';

describe('operator HTML under the shared rules, applied by DOMPurify', () => {
  it('strips scripts, handlers and every forbidden element', () => {
    const html = [
      '<p onclick="steal()">text<script>alert(1)</script></p>',
      '<style>body{display:none}</style>',
      '<form action="/x"><input name="a"><button>go</button><textarea></textarea><select></select></form>',
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">',
      '<img src="https://cdn.example/a.png" onerror="steal()">',
    ].join('');
    const safe = sanitizeOperatorHtml(html);
    for (const tag of [...OPERATOR_HTML_FORBIDDEN_TAGS, 'script']) expect(safe).not.toContain(`<${tag}`);
    expect(safe).not.toMatch(/onclick|onerror|steal/);
    expect(safe).toContain('<p>text</p>');
  });

  it('keeps formatting, lists, tables and safe pictures', () => {
    const html =
      '<h2>规则</h2><p><b>粗</b> <em>斜</em></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    expect(sanitizeOperatorHtml(html)).toBe(html);
    expect(sanitizeOperatorHtml('<img src="https://cdn.example/a.png" alt="图">')).toBe(
      '<img src="https://cdn.example/a.png" alt="图" loading="lazy">',
    );
  });

  it('drops unsafe pictures and srcset, and marks pictures without alt as decorative', () => {
    expect(sanitizeOperatorHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeOperatorHtml('<img src="/covers/a.png">')).toBe('');
    expect(sanitizeOperatorHtml('<img src="https://a.example/x.png" srcset="https://evil.example/y.png 2x">')).toBe(
      '<img src="https://a.example/x.png" alt="" loading="lazy">',
    );
  });

  it('opens external links in a new tab without an opener, keeps site paths and help lines, unlinks the rest', () => {
    expect(sanitizeOperatorHtml('<a href="https://t.me/group" target="_top">群</a>')).toBe(
      '<a href="https://t.me/group" target="_blank" rel="noopener noreferrer">群</a>',
    );
    expect(sanitizeOperatorHtml('<a href="/safe" target="_blank">安全中心</a>')).toBe(
      '<a href="/safe" data-site-link="">安全中心</a>',
    );
    expect(sanitizeOperatorHtml('<a href="tel:400-123-4567">热线</a>')).toBe('<a href="tel:400-123-4567">热线</a>');
    expect(sanitizeOperatorHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeOperatorHtml('<a href="//evil.example/x" target="_blank">x</a>')).toBe('<a>x</a>');
  });

  it('keeps, cleans or drops inline styles and colour attributes as asked', () => {
    const html = '<p style="color: red; text-align: center; position: fixed"><font color="red">字</font></p>';
    expect(sanitizeOperatorHtml(html)).toBe(html);
    expect(sanitizeOperatorHtml(html, { styles: 'clean' })).toBe('<p style="text-align: center"><font>字</font></p>');
    expect(sanitizeOperatorHtml(html, { styles: 'drop' })).toBe('<p><font>字</font></p>');
  });

  it('moves headings under the page title when asked', () => {
    expect(sanitizeOperatorHtml('<h1>a</h1><h2>b</h2>', { headingsFrom: 3 })).toBe('<h3>a</h3><h4>b</h4>');
    expect(sanitizeOperatorHtml('<h3>a</h3><h4>b</h4>', { headingsFrom: 2 })).toBe('<h2>a</h2><h3>b</h3>');
    expect(sanitizeOperatorHtml('<h3>a</h3>')).toBe('<h3>a</h3>');
  });
});
