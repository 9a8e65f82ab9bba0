/**
 * Test-only stand-in for hls.js (a third-party module: its MediaSource work cannot run in jsdom).
 * `jest.mock('hls.js/light', () => jest.requireActual('../../../test/fake-hls'))` in a test file.
 */
type Handler = (event: string, data: unknown) => void;

export default class FakeHls {
  static Events = {
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_SWITCHED: 'hlsLevelSwitched',
    ERROR: 'hlsError',
  };

  static instances: FakeHls[] = [];

  static isSupported() {
    return true;
  }

  levels = [{ height: 1080 }, { height: 720 }, { height: 360 }];
  nextLevel = -1;
  currentLevel = -1;
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  destroyed = false;
  private handlers = new Map<string, Handler>();

  /** What the player configured, `xhrSetup` included: tests call it as hls.js's loader would. */
  constructor(readonly config: { xhrSetup?: (xhr: XMLHttpRequest, url: string) => void } = {}) {
    FakeHls.instances.push(this);
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
