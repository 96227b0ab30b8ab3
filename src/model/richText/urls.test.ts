import { describe, expect, it } from 'vitest';
import { imageSource, normaliseLink, videoEmbedSource } from './urls';

describe('normaliseLink', () => {
  it('prepends http:// to a URL not starting with http (spec 3 section 5.4)', () => {
    expect(normaliseLink('example.org')).toBe('http://example.org');
    expect(normaliseLink(' www.example.org/a ')).toBe('http://www.example.org/a');
    expect(normaliseLink('javascript:alert(1)')).toBe('http://javascript:alert(1)');
  });
  it('keeps http and https URLs', () => {
    expect(normaliseLink('http://a.org')).toBe('http://a.org');
    expect(normaliseLink('https://a.org/x?y=1')).toBe('https://a.org/x?y=1');
  });
});

describe('videoEmbedSource', () => {
  it('turns YouTube and Vimeo pages into their embed addresses', () => {
    expect(videoEmbedSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedSource('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedSource('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });
  it('embeds other http(s) addresses as they are and refuses the rest', () => {
    expect(videoEmbedSource('https://media.example.org/v.mp4')).toBe('https://media.example.org/v.mp4');
    expect(videoEmbedSource('javascript:alert(1)')).toBeNull();
    expect(videoEmbedSource('data:text/html,<p>')).toBeNull();
    expect(videoEmbedSource('not a url')).toBeNull();
  });
});

describe('imageSource', () => {
  it('accepts http(s) and inline data images only', () => {
    expect(imageSource('https://a.org/p.png')).toBe('https://a.org/p.png');
    expect(imageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageSource('javascript:alert(1)')).toBeNull();
    expect(imageSource('data:text/html;base64,AAAA')).toBeNull();
  });
});
