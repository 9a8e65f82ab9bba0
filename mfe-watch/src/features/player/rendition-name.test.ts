import { levelIndexOf, offeredRenditions, renditionOfLevel } from './rendition-name';

const landscape = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 640, height: 360 },
];
const portrait = [
  { width: 1080, height: 1920 },
  { width: 720, height: 1280 },
  { width: 360, height: 640 },
];

describe('rendition names', () => {
  it('names a level by its shorter side, portrait or landscape', () => {
    expect(landscape.map(renditionOfLevel)).toEqual([1080, 720, 360]);
    expect(portrait.map(renditionOfLevel)).toEqual([1080, 720, 360]);
    expect(renditionOfLevel({ width: 480, height: 480 })).toBe(480);
  });

  it('falls back to the height of a level whose playlist gives no resolution', () => {
    expect(renditionOfLevel({ width: 0, height: 720 })).toBe(720);
  });

  it("offers the contract's renditions that hls.js found, highest first, each once", () => {
    const named = [360, 720, 1080, 720, 240];
    expect(offeredRenditions(named, portrait)).toEqual([1080, 720, 360]);
    expect(offeredRenditions(named, landscape)).toEqual([1080, 720, 360]);
    expect(offeredRenditions(named, [])).toEqual([]);
  });

  it('finds the level of a rendition in either orientation', () => {
    expect(levelIndexOf(portrait, 720)).toBe(1);
    expect(levelIndexOf(landscape, 360)).toBe(2);
    expect(levelIndexOf(portrait, 480)).toBe(-1);
  });
});
