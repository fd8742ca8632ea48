import { describe, expect, it } from 'vitest';
import { HOME_VIDEOS, isUnavailableVideoError, isVimeoSource, vimeoIdOf } from '../../../../src/components/home/video-sources';

describe('video sources', () => {
  it('accepts only Vimeo ids and vimeo.com / player.vimeo.com URLs', () => {
    for (const good of ['76979871', 22439234, 'https://vimeo.com/76979871', 'https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/22439234', 'https://vimeo.com/channels/staffpicks/76979871']) {
      expect(isVimeoSource(good), String(good)).toBe(true);
    }
    for (const bad of [
      'https://youtube.com/watch?v=76979871',
      'https://vimeo.com.evil.example/76979871',
      'https://evil.example/vimeo.com/76979871',
      'https://notvimeo.com/76979871',
      'http://vimeo.com/76979871',
      'https://user:pass@vimeo.com/76979871',
      'https://vimeo.com:8443/76979871',
      'javascript:alert(76979871)',
      '//vimeo.com/76979871',
      'https://player.vimeo.com/76979871',
      '0123',
      '-5',
      '1e9',
      '',
    ]) {
      expect(isVimeoSource(bad), bad).toBe(false);
    }
    expect(vimeoIdOf('https://player.vimeo.com/video/22439234?h=abc')).toBe(22439234);
    expect(HOME_VIDEOS.every((id) => isVimeoSource(id))).toBe(true);
  });

  it('recognises the service\'s "is not embeddable" and "was not found" errors', () => {
    expect(isUnavailableVideoError(new Error('“https://vimeo.com/1” is not embeddable.'))).toBe(true);
    expect(isUnavailableVideoError(new Error('“https://vimeo.com/1” was not found.'))).toBe(true);
    expect(isUnavailableVideoError({ name: 'NotFoundError', message: 'gone' })).toBe(true);
    expect(isUnavailableVideoError({ name: 'NotAllowedError', message: 'play() failed because the user did not interact' })).toBe(false);
    expect(isUnavailableVideoError('was not found')).toBe(false);
  });
});
