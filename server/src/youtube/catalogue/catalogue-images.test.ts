import { describe, expect, it } from 'vitest';
import { thumbnailSvg } from './catalogue-images';
import type { CatalogueRecord } from './catalogue-record';

const record: CatalogueRecord = {
  videoId: 'dQw4w9WgXcQ',
  title: 'Trains & <night>',
  channelTitle: 'Night Lines',
  description: '',
  views: 1200,
  likes: 40,
  publishedAt: '2030-01-01T00:00:00.000Z',
  duration: 3725,
  category: 'Tech Reviews',
  comments: [],
};

describe('an offline thumbnail', () => {
  it('draws the title and the channel, escaped, over the video’s colours', () => {
    const svg = thumbnailSvg(record);
    expect(svg).toContain('>Trains &amp; &lt;night&gt;</text>');
    expect(svg).toContain('>Night Lines</text>');
    expect(svg).toContain('<linearGradient');
  });

  it('draws no duration: the cards show the real one over the image', () => {
    const svg = thumbnailSvg(record);
    // 3725 s, however it would be written; and no badge box under it.
    for (const written of ['1:02:05', '62:05', '3725']) expect(svg).not.toContain(written);
    expect(svg.match(/<rect /g)).toHaveLength(1);
    expect(svg).not.toContain('fill="#000000"');
    // Nothing in the drawing depends on the duration.
    expect(thumbnailSvg({ ...record, duration: 59 })).toBe(svg);
  });
});
