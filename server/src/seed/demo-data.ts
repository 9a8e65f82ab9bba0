import { randomBytes } from 'node:crypto';

/**
 * The demo accounts' password: a new random one for every install, since a password published in
 * the README would open every default install's accounts to anyone.
 */
export function newDemoPassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Where the seed writes the demo sign-in, beside the data it made (readable by the owner only). */
export const DEMO_CREDENTIALS_FILE = 'demo-credentials.txt';

/** The demo site's cast: who exists, what they upload, post and say. Deterministic on purpose. */
export interface DemoChannel {
  username: string;
  fullName: string;
  /** Avatar background and the initials drawn on it. */
  color: string;
  videos: DemoVideo[];
  posts: string[];
}

export interface DemoVideo {
  title: string;
  description: string;
  /** An ffmpeg lavfi source, so every clip looks different without shipping media. */
  source: string;
}

export const DEMO_EMAIL_DOMAIN = 'demo.kinora.test';

export const DEMO_CHANNELS: DemoChannel[] = [
  {
    username: 'kinora',
    fullName: 'Kinora Studio',
    color: '#6d28d9',
    videos: [
      {
        title: 'Welcome to Kinora',
        description:
          'A quick tour: upload videos, keep playlists, follow channels and post to the community.',
        source: 'testsrc2=size=320x180:rate=15',
      },
      {
        title: 'How playlists work',
        description:
          'Save any video to one of your playlists from the watch page, then find them all under Playlists.',
        source: 'smptebars=size=320x180:rate=15',
      },
    ],
    posts: [
      'Welcome to Kinora! Tell us what you would like to watch next.',
      'New: the creator dashboard now charts likes for the last 30 days.',
    ],
  },
  {
    username: 'astro_ana',
    fullName: 'Ana Torres',
    color: '#0369a1',
    videos: [
      {
        title: 'Mandelbrot zoom in four seconds',
        description: 'Fractals are what happens when a very small rule is repeated forever.',
        source: 'mandelbrot=size=320x180:rate=15',
      },
      {
        title: 'Night sky timelapse (test pattern edition)',
        description: 'The real timelapse is still rendering. Enjoy the colours meanwhile.',
        source: 'rgbtestsrc=size=320x180:rate=15',
      },
      {
        title: 'Why is the sky dark at night?',
        description: "Olbers' paradox explained without a single equation.",
        source: 'testsrc=size=320x180:rate=15',
      },
    ],
    posts: [
      'Clear skies tonight: Jupiter rises around 9 pm.',
      'Working on a long video about exoplanets. Questions welcome!',
    ],
  },
  {
    username: 'chef_kenji',
    fullName: 'Kenji Sato',
    color: '#b45309',
    videos: [
      {
        title: 'Perfect rice every time',
        description: 'Rinse, soak, measure, rest. The four steps that matter.',
        source: 'cellauto=size=320x180:rate=15',
      },
      {
        title: 'Five-minute miso soup',
        description: 'Dashi from scratch is great. This is the weeknight version.',
        source: 'color=c=orange:size=320x180:rate=15,hue=h=t*40',
      },
    ],
    posts: [
      'Tomorrow: knife skills for beginners.',
      'What should I cook next? Reply in the comments of my latest video.',
    ],
  },
  {
    username: 'pixel_pete',
    fullName: 'Pete Novak',
    color: '#15803d',
    videos: [
      {
        title: 'Game of Life, live',
        description:
          "Conway's Game of Life running for a few seconds. Every pixel follows three rules.",
        source: 'life=size=320x180:rate=15:mold=10:life_color=#00ff00:death_color=#003300',
      },
      {
        title: 'Speedrun warm-up routine',
        description: 'How I warm up before an attempt. Hands first, then the tricky skips.',
        source: 'testsrc2=size=320x180:rate=15,hue=s=0',
      },
    ],
    posts: ['Streaming tonight at 8, come say hi.', 'New personal best! Video soon.'],
  },
  {
    username: 'trailhead',
    fullName: 'Maya Lindqvist',
    color: '#be123c',
    videos: [
      {
        title: 'Packing light for a three-day hike',
        description: 'Everything fits in a 30 litre pack if you choose carefully.',
        source: 'gradients=size=320x180:rate=15',
      },
    ],
    posts: ['The alpine meadows are in bloom this week.'],
  },
];

export const DEMO_COMMENTS = [
  'This is great, thanks for sharing!',
  'I learned something new today.',
  'Could you make a longer version?',
  'Watched it twice already.',
  'The colours in this one are amazing.',
  'Subscribed, keep them coming!',
];

export const DEMO_PLAYLISTS = [
  { owner: 'astro_ana', name: 'Favourites', description: 'Videos I keep coming back to.' },
  { owner: 'pixel_pete', name: 'Watch later', description: '' },
  { owner: 'kinora', name: 'Getting started', description: 'Everything a new member needs.' },
];
