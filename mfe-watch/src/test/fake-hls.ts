/**
 * Test-only stand-in for hls.js (a third-party module: its MediaSource work cannot run in jsdom).
 * `jest.mock('hls.js/light', () => jest.requireActual('../../../test/fake-hls'))` in a test file.
 */
type Handler = (event: string, data: unknown) => void;

interface FakeHlsConfig {
  xhrSetup?: (xhr: XMLHttpRequest, url: string) => void;
  capLevelToPlayerSize?: boolean;
  startLevel?: number;
  testBandwidth?: boolean;
  abrEwmaDefaultEstimate?: number;
}

export default class FakeHls {
  static Events = {
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_SWITCHED: 'hlsLevelSwitched',
    LEVEL_LOADED: 'hlsLevelLoaded',
    FRAG_LOADED: 'hlsFragLoaded',
    ERROR: 'hlsError',
  };

  static instances: FakeHls[] = [];

  /** Lets a test set the ladder up before the player attaches (portrait levels). */
  static onCreate: ((hls: FakeHls) => void) | null = null;

  static isSupported() {
    return true;
  }

  /** A landscape ladder as hls.js reads it from RESOLUTION; tests swap in a portrait one. */
  levels = [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
    { width: 640, height: 360 },
  ];
  /** What hls.js would have measured, in bits per second; the default until it has. */
  bandwidthEstimate = 500_000;
  abrEwmaDefaultEstimate = 500_000;
  nextLevel = -1;
  currentLevel = -1;
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  destroyed = false;
  private handlers = new Map<string, Handler>();

  /** What the player configured, `xhrSetup` included: tests call it as hls.js's loader would. */
  constructor(readonly config: FakeHlsConfig = {}) {
    FakeHls.instances.push(this);
    if (config.abrEwmaDefaultEstimate) {
      this.bandwidthEstimate = config.abrEwmaDefaultEstimate;
      this.abrEwmaDefaultEstimate = config.abrEwmaDefaultEstimate;
    }
    FakeHls.onCreate?.(this);
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
  }

  /** What hls.js would report: tests call it to play the part of the network. */
  emit(event: string, data: unknown) {
    this.handlers.get(event)?.(event, data);
  }

  loadSource(url: string) {
    this.source = url;
  }

  attachMedia(media: HTMLMediaElement) {
    this.media = media;
    this.emit(FakeHls.Events.MANIFEST_PARSED, { levels: this.levels });
  }

  destroy() {
    this.destroyed = true;
  }
}
