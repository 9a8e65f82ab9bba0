import { RENDITION_HEIGHTS } from '@kinora/contract';

/** One rung of the H.264 ladder, sized for this source. */
export interface Rung {
  /** The rung's name in the contract: the picture's shorter side (its height when landscape). */
  height: number;
  /** Output frame size, both even (yuv420p needs it). */
  frameWidth: number;
  frameHeight: number;
  /** Peak rate the encoder is held to, in kbit/s; also what BANDWIDTH announces. */
  maxrateKbps: number;
}

/** Peak rates per rung: generous enough for CRF 23 "veryfast" on most content. */
const MAXRATE_KBPS: Record<number, number> = {
  240: 400,
  360: 800,
  480: 1400,
  720: 2800,
  1080: 5000,
};

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The ladder for a picture displayed at `width`x`height` (rotation already applied). Rungs are
 * named by the shorter side, so a 1080x1920 phone video gets the same 240…1080 ladder as a
 * 1920x1080 one and stays portrait. Never upscaled: a source smaller than the lowest rung gets
 * one rung at its own size.
 */
export function planLadder(width: number, height: number): Rung[] {
  const portrait = height > width;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  const heights = RENDITION_HEIGHTS.filter((h) => h <= short);
  const rungs: number[] = heights.length > 0 ? [...heights] : [even(short)];
  return rungs.map((h) => {
    const other = even((h * long) / short);
    return {
      height: h,
      frameWidth: portrait ? h : other,
      frameHeight: portrait ? other : h,
      maxrateKbps: MAXRATE_KBPS[h] ?? Math.max(200, Math.round((h / 240) * 400)),
    };
  });
}

/** The rung the progressive MP4 is made from: 720 when there is one, else 360, else the lowest. */
export function progressiveRung(rungs: Rung[]): number {
  const index =
    [720, 360].map((h) => rungs.findIndex((r) => r.height === h)).find((i) => i >= 0) ?? -1;
  return index >= 0 ? index : 0;
}
