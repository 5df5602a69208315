import { describe, expect, it } from 'vitest';
import { chatHandles, chatSupportLink, onlineSupportLink } from './support-links';

const config = (entries: Record<number, string>) =>
  Object.entries(entries).map(([id, content]) => ({ id: Number(id), content }));

describe('customer-service links', () => {
  it('takes an http(s) online support link from config 7 and refuses other schemes', () => {
    expect(onlineSupportLink(config({ 7: ' https://support.example.com/chat ' }))).toBe(
      'https://support.example.com/chat',
    );
    expect(onlineSupportLink(config({ 7: 'javascript:alert(1)' }))).toBeNull();
    expect(onlineSupportLink(config({ 7: 'data:text/html,<script>' }))).toBeNull();
    expect(onlineSupportLink(config({ 7: '' }))).toBeNull();
    expect(onlineSupportLink(config({ 3: 'https://wrong.example.com' }))).toBeNull();
    expect(onlineSupportLink(null)).toBeNull();
  });

  it('keeps only well-formed handles of config 3-5', () => {
    expect(chatHandles(config({ 3: '@support_one', 4: 'bad handle', 5: 'abc', 7: 'support_seven' }))).toEqual([
      'support_one',
    ]);
    expect(chatHandles(config({ 3: 'first_agent', 4: 'second_agent', 5: 'third_agent' }))).toEqual([
      'first_agent',
      'second_agent',
      'third_agent',
    ]);
  });

  it('builds a t.me link from a handle picked by the random source', () => {
    const items = config({ 3: 'first_agent', 4: 'second_agent', 5: 'third_agent' });
    expect(chatSupportLink(items, () => 0)).toBe('https://t.me/first_agent');
    expect(chatSupportLink(items, () => 0.5)).toBe('https://t.me/second_agent');
    expect(chatSupportLink(items, () => 0.9999)).toBe('https://t.me/third_agent');
    expect(chatSupportLink(config({ 3: '' }), () => 0)).toBeNull();
  });
});
