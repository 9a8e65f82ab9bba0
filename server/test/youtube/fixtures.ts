import type { FakeComment, FakeVideo } from './fake-youtube';

/** Videos as YouTube would send them: escaped titles, string counts, ISO 8601 durations. */
export const FAKE_VIDEOS: FakeVideo[] = [
  {
    id: 'aaaaaaaaaa1',
    title: 'Tom &amp; Jerry &#39;Live&#39; &quot;Review&quot;',
    channelTitle: 'Cartoons &amp; Co',
    description: 'A review with <b>markup</b> kept as text.',
    publishedAt: '2026-11-01T10:00:00Z',
    viewCount: '1234567',
    likeCount: '8910',
    duration: 'PT1H2M3S',
  },
  {
    id: 'bbbbbbbbbb2',
    title: 'Gadget review: short',
    channelTitle: 'Byte Bench',
    description: 'Short.',
    publishedAt: '2026-10-01T10:00:00Z',
    viewCount: '42',
    duration: 'PT45S',
  },
  {
    id: 'cccccccccc3',
    title: 'Live review stream',
    channelTitle: 'Streamer',
    description: 'Live now.',
    publishedAt: '2026-09-01T10:00:00Z',
    duration: 'P0D',
  },
  ...Array.from({ length: 7 }, (_, i) => ({
    id: `dddddddddd${i}`,
    title: `Review number ${i}`,
    channelTitle: 'Bulk',
    description: '',
    publishedAt: '2026-08-01T10:00:00Z',
    viewCount: String(1000 + i),
    likeCount: String(i),
    duration: 'P1DT2M',
  })),
];

export const FAKE_COMMENTS: Record<string, FakeComment[] | 'disabled'> = {
  aaaaaaaaaa1: Array.from({ length: 25 }, (_, i) => ({
    id: `UgzComment${String(i).padStart(3, '0')}`,
    author: `@viewer${i}`,
    text: `Comment ${i} & more`,
    publishedAt: '2026-11-02T10:00:00Z',
  })),
  bbbbbbbbbb2: 'disabled',
  cccccccccc3: [],
};
