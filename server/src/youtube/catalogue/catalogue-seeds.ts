import type { HomeCategory } from './catalogue-record';

/**
 * The hand-written material the catalogue is generated from: fictional films, songs, gadgets and
 * games, so no record pretends to be a real upload.
 */
export interface CategorySeed {
  category: HomeCategory;
  channels: string[];
  /** `[name, one-line pitch]` pairs; one record each. */
  subjects: [string, string][];
  titles: ((name: string, channel: string) => string)[];
  description: (name: string, pitch: string, channel: string) => string;
  durationSeconds: [number, number];
  views: [number, number];
  comments: string[];
}

export const CATEGORY_SEEDS: CategorySeed[] = [
  {
    category: 'Latest Movie Trailers',
    channels: [
      'Northlight Pictures',
      'Harborline Films',
      'Meridian Studios',
      'Paper Lantern Pictures',
      'Trailer Vault',
    ],
    subjects: [
      ['The Last Lighthouse', 'a keeper on a drowning coast refuses to let the light go out'],
      ['Midnight Orchard', 'two sisters inherit a farm where the trees only bloom at night'],
      ['Paper Moons', 'a forger in 1920s Bombay paints one fake too many'],
      ['Iron Tide', 'a submarine crew loses contact with the surface for 40 days'],
      ['Glass Harbor', 'a detective returns to the port town that made her leave'],
      ['Echoes of Saturn', 'a radio astronomer hears her own voice from the rings'],
      ['The Quiet Frontier', 'a mail rider crosses a territory nobody has mapped'],
      ['Northbound', 'four strangers share one car and a long way to the border'],
      ['Salt and Ember', 'a chef and a fire-fighter open a restaurant in a burnt-out town'],
      ['Kingdom of Rust', 'the last robot knight guards an empty castle'],
      ['The Cartographer', 'a mapmaker discovers a city that moves every night'],
      ['Velvet Static', 'a late-night DJ takes a call from a listener who is already gone'],
      ['Sundown Protocol', 'a hacker has until sunset to stop a city-wide blackout'],
      ['Little Wolves', 'a summer camp turns into a survival story'],
      ['Blue Hour', 'a photographer chases the light across Iceland'],
      ['The Ninth Orbit', 'a space station crew finds a ninth module that was never built'],
      ['Monsoon Letters', 'a postman in Kerala delivers letters from the past'],
      ['Ashfall', 'a volcano wakes up under a holiday island'],
      ['Wildflower Road', 'a retired racer teaches her grandson to drive'],
      ['Parallel Hearts', 'two versions of the same couple meet on a train'],
      ["The Clockmaker's Daughter", 'a girl repairs a clock that can rewind one hour'],
      ['Dust Between Stars', 'a cargo pilot smuggles a seed vault across the galaxy'],
    ],
    titles: [
      (name) => `${name} | Official Trailer`,
      (name) => `${name} - Official Teaser Trailer (2026)`,
      (name) => `${name} | Final Trailer | In Cinemas Soon`,
      (name) => `${name} Official Trailer #2`,
    ],
    description: (name, pitch, channel) =>
      `Watch the official trailer for ${name}, the latest movie from ${channel}: ${pitch}. ` +
      'New movie trailers every week; subscribe so you never miss a premiere.',
    durationSeconds: [95, 185],
    views: [180_000, 42_000_000],
    comments: [
      'The cinematography in this trailer is unreal.',
      'Already booked my tickets for opening night!',
      'That music at the end gave me chills.',
      'Finally a trailer that does not spoil the whole movie.',
      'Watched this five times, still noticing new details.',
      'The cast looks perfect for this story.',
    ],
  },
  {
    category: 'Top Music Videos India',
    channels: ['Sur Sangam Records', 'Desi Beats Music', 'Rangmanch Music', 'Tarang Music India'],
    subjects: [
      ['Dil Ki Raahein', 'a soft romantic ballad shot in the hills of Himachal'],
      ['Saawan Ke Rang', 'a monsoon dance number with a full brass band'],
      ['Tere Bina Shehar', 'a city love song about missing someone in Mumbai traffic'],
      ['Chandni Raat', 'a Sufi-inspired night song with live qawwali vocals'],
      ['Mitti Di Khushboo', 'a Punjabi folk-pop anthem about coming home'],
      ['Nadiyon Paar', 'a duet recorded on a houseboat in Kashmir'],
      ['Rang De Pyaar', 'a Holi celebration track bursting with colour'],
      ['Jugnu', 'a lullaby turned indie-pop hit'],
      ['Baarish Ke Din', 'an acoustic rain song with a string quartet'],
      ['Kesariya Shaam', 'a sunset romance filmed in the deserts of Rajasthan'],
      ['Ishq Da Safar', 'a bhangra road-trip song'],
      ['Udaan', 'an inspirational song about first flights and big dreams'],
      ['Mehfil-e-Raat', 'a ghazal with a modern electronic twist'],
      ['Dhadkan Express', 'a high-energy dance track set on a night train'],
      ['Pehli Nazar', 'a love-at-first-sight song from a college campus'],
      ['Sapno Ka Sheher', 'a hopeful anthem for everyone who moved to the big city'],
      ['Kaveri Nila', 'a Tamil melody about moonlight on the river'],
      ['Gaaner Opare', 'a Bengali indie ballad recorded in Kolkata'],
      ['Mallige Hoovu', 'a Kannada wedding song with a nadaswaram solo'],
      ['Thumka Lagao', 'a festive dance number for the wedding season'],
      ['Ghar Ki Yaad', 'a heartfelt song for everyone living far from family'],
      ['Aasmaan Tak', 'a rap and rock crossover about reaching the sky'],
    ],
    titles: [
      (name, channel) => `${name} - Official Music Video | ${channel}`,
      (name) => `${name} (Official Video) | New Hindi Song 2026`,
      (name) => `${name} | Full Video Song | Top Music India`,
    ],
    description: (name, pitch) =>
      `${name}: ${pitch}. One of the top music videos in India this month. ` +
      'Stream the full song now and share it with someone who needs it. #IndianMusic #NewSong',
    durationSeconds: [175, 335],
    views: [1_200_000, 310_000_000],
    comments: [
      'This song is on repeat since morning.',
      'The vocals are pure magic, goosebumps every time.',
      'Who else is here after hearing it on the radio?',
      'The choreography in this video is next level.',
      'Perfect song for a long drive.',
      'Lyrics hit different at 2 AM.',
    ],
  },
  {
    category: 'Tech Reviews',
    channels: ['Byte Bench', 'Circuit Notes', 'The Gadget Desk', 'Unboxed Daily'],
    subjects: [
      ['Nova X2 Pro', 'a flagship phone with a periscope camera'],
      ['Pixelon 9', 'a mid-range phone with a surprisingly good screen'],
      ['AeroBook 14', 'an ultralight laptop with all-day battery'],
      ['Quanta Buds 3', 'noise-cancelling earbuds under a budget price'],
      ['Lumen Watch S', 'a smartwatch with a two-week battery'],
      ['Volt Tab 11', 'an Android tablet aimed at students'],
      ['Orbit Fold', 'a foldable phone with a crease you can barely feel'],
      ['Zephyr AX6000 Router', 'a Wi-Fi 7 router for big homes'],
      ['Helio Cam 4K', 'an action camera with horizon lock'],
      ['Stratus Mechanical Keyboard', 'a hot-swappable keyboard for typists'],
      ['Photon Monitor 27', 'a 27-inch OLED monitor for creators'],
      ['Kite Drone Mini', 'a sub-250 gram drone for travel'],
      ['Arc GPU 5070', 'a graphics card for 1440p gaming'],
      ['Tern E-Reader', 'an e-ink reader with a colour display'],
      ['Pulse Speaker Go', 'a rugged Bluetooth speaker'],
      ['Flux Power Bank 20K', 'a 100 watt power bank that charges laptops'],
      ['Nimbus Smart Display', 'a smart home display with a privacy shutter'],
      ['Vertex Gaming Mouse', 'a 49 gram wireless mouse'],
      ['Echo Studio Mic', 'a USB microphone for podcasts'],
      ['Cobalt Mini PC', 'a palm-sized desktop computer'],
      ['Sol Solar Charger', 'a folding solar panel for camping'],
      ['Atlas VR Headset', 'a standalone virtual reality headset'],
    ],
    titles: [
      (name) => `${name} Review: Worth the Upgrade?`,
      (name) => `${name} Review - Two Weeks Later`,
      (name) => `${name} Honest Review: The Good and the Bad`,
      (name) => `${name} Full Review After 30 Days`,
    ],
    description: (name, pitch, channel) =>
      `Our in-depth tech review of the ${name}, ${pitch}. ${channel} tested design, performance, ` +
      'battery life and value for money so you can decide before you buy. Honest reviews, no sponsors.',
    durationSeconds: [420, 1_380],
    views: [40_000, 6_500_000],
    comments: [
      'Best review I have watched on this, thanks for the honesty.',
      "Can you compare it with last year's model?",
      'The battery test section was super useful.',
      'Just ordered one after watching this.',
      'Love that you include the downsides too.',
      'How are the thermals after an hour of gaming?',
    ],
  },
  {
    category: 'Live Gaming Streams',
    channels: ['NightOwlPlays', 'PixelPriya', 'TurboTom Live', 'ArenaQueen', 'LagFreeLuca'],
    subjects: [
      ['Starfall Legends', 'ranked grind to Diamond'],
      ['Ironclad Arena', 'tournament qualifiers with viewers'],
      ['Pixel Raiders', 'any% speedrun attempts'],
      ['Skyforge', 'building a floating mega base'],
      ['Neon Drift Racing', 'late night online races'],
      ['Kingdoms of Ash', 'first blind playthrough'],
      ['Deep Orbit', 'co-op space survival with friends'],
      ['Frostbite Royale', 'battle royale squads until we win'],
      ['Dungeon Hearth', 'roguelike runs on the hardest difficulty'],
      ['Mech Brawl 2', 'new season launch day'],
      ['Tidebound', 'pirate sandbox sailing with chat'],
      ['Last Signal', 'horror survival with the lights off'],
      ['Cropfield Valley', 'relaxing farm stream and chat'],
      ['Quantum Chess Online', 'climbing the global ladder'],
      ['Rogue Circuit', 'cyberpunk heists, all side quests'],
      ['Hollow Peaks', 'hardcore survival day 100'],
      ['Goalstorm 26', 'online football league matches'],
      ['Wyrmfall', 'raiding the new dragon boss'],
      ['Block Architects', 'building a whole city in one stream'],
      ['Sandline Tactics', 'strategy ranked matches with commentary'],
      ['Velocity Kart', 'community cup with viewers'],
      ['Echo Protocol', 'competitive shooter scrims'],
    ],
    titles: [
      (name, channel) => `LIVE: ${name} - ${channel} Stream`,
      (name) => `${name} Live Stream | Road to the Top`,
      (name, channel) => `${channel} is LIVE | ${name} Gaming Stream`,
    ],
    description: (name, pitch, channel) =>
      `Live gaming stream of ${name}: ${pitch}. ${channel} streams live every night; ` +
      'join the chat, say hi and vote on the next challenge. Past streams stay up as full replays.',
    durationSeconds: [3_600, 14_400],
    views: [15_000, 2_400_000],
    comments: [
      'That clutch at the end was insane!',
      'Best stream of the week, as always.',
      'Chat was wild tonight haha.',
      'Can we get a longer stream on the weekend?',
      'The commentary makes this so fun to watch.',
      'Missed it live, so glad the replay is up.',
    ],
  },
];

/** Fictional commenter handles shared by every category. */
export const COMMENTERS = [
  '@moviebuff_anya',
  '@rahul.codes',
  '@skyline_sam',
  '@meera_sings',
  '@retro_gamer88',
  '@chai_and_chips',
  '@wanderlust.kai',
  '@pixel_painter',
  '@bassline_dev',
  '@nightshift_nina',
  '@tiny_tech_tips',
  '@the_real_arjun',
  '@lofi_luna',
  '@captain_cosmo',
  '@desi_dreamer',
  '@quietreader',
  '@speedrun_sid',
  '@cinephile_zoe',
  '@monsoon_mood',
  '@gadget_guru_ved',
];
