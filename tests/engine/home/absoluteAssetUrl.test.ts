import { describe, expect, it } from 'vitest';
import { absoluteAssetUrl } from '../../../engine/home/absoluteAssetUrl';

describe('absoluteAssetUrl', () => {
  it('makes a relative avatar path absolute with the static asset host', () => {
    expect(absoluteAssetUrl('/avatars/ada.png', 'https://static.example/')).toBe('https://static.example/avatars/ada.png');
    expect(absoluteAssetUrl('avatars/ada.png', 'https://static.example')).toBe('https://static.example/avatars/ada.png');
  });

  it('keeps absolute http(s) addresses', () => {
    expect(absoluteAssetUrl('https://cdn.example/a.png', 'https://static.example')).toBe('https://cdn.example/a.png');
  });

  it('refuses other schemes and protocol-relative addresses', () => {
    expect(absoluteAssetUrl('javascript:alert(1)', 'https://static.example')).toBeNull();
    expect(absoluteAssetUrl('//evil.example/a.png', 'https://static.example')).toBeNull();
    expect(absoluteAssetUrl(null, 'https://static.example')).toBeNull();
  });
});
