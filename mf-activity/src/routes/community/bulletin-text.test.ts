import { describe, expect, it } from 'vitest';
import { bulletinText, isFoldable } from './bulletin-text';

describe('bulletinText', () => {
  it('keeps paragraphs and line breaks as lines and drops the tags', () => {
    expect(bulletinText('<p>充值<b>送</b>10%</p><p>每日一次<br/>限时</p>')).toBe('充值送10%\n每日一次\n限时');
  });

  it('drops scripts and styles with their content', () => {
    expect(bulletinText('<script>alert(1)</script>公告<style>p{}</style>')).toBe('公告');
  });

  it('reads common and numeric entities, and leaves unknown ones', () => {
    expect(bulletinText('A&nbsp;&amp;&lt;b&gt; &#20320;&#x597D; &bogus;')).toBe('A &<b> 你好 &bogus;');
  });
});

describe('isFoldable', () => {
  it('folds long or many-line texts only', () => {
    expect(isFoldable('维护通知')).toBe(false);
    expect(isFoldable('字'.repeat(49))).toBe(true);
    expect(isFoldable('一\n二\n三')).toBe(true);
  });
});
