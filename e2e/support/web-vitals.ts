import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** What the page measured of itself, in milliseconds (CLS is unitless). */
export interface WebVitals {
  lcp: number;
  cls: number;
  fcp: number;
  tbt: number;
  /** The element the largest paint was of, as `tag#id.class` or `img src`, to tell what to fix. */
  lcpElement: string;
  /** Each layout shift counted: when, how much, and the elements that moved. */
  shifts: { at: number; value: number; moved: string[] }[];
}

interface VitalsState {
  lcp: number;
  lcpElement: string;
  fcp: number;
  /** Session windows of layout shifts as the Core Web Vitals count them: the largest wins. */
  cls: number;
  windowValue: number;
  windowStart: number;
  windowLast: number;
  longTasks: { start: number; duration: number }[];
  shifts: { at: number; value: number; moved: string[] }[];
}

/**
 * Installed with `page.addInitScript` before anything loads: records the largest contentful
 * paint, first contentful paint, cumulative layout shift (largest 5 s session window with gaps
 * under 1 s, shifts right after input excluded) and the long tasks for total blocking time,
 * with the browser's own PerformanceObservers, the way the web-vitals library does.
 */
export function observeWebVitals(): void {
  const state: VitalsState = {
    lcp: 0,
    lcpElement: '',
    fcp: 0,
    cls: 0,
    windowValue: 0,
    windowStart: 0,
    windowLast: 0,
    longTasks: [],
    shifts: [],
  };
  (globalThis as { __kinoraVitals?: VitalsState }).__kinoraVitals = state;
  const observe = (type: string, callback: (entries: PerformanceEntry[]) => void) => {
    try {
      new PerformanceObserver((list) => callback(list.getEntries())).observe({
        type,
        buffered: true,
      });
    } catch {
      // An entry type this browser does not know stays at zero.
    }
  };
  const describe = (element: Element | null | undefined): string => {
    if (!element) return '(none)';
    if (element instanceof HTMLImageElement) return `img ${element.currentSrc || element.src}`;
    const id = element.id ? `#${element.id}` : '';
    const cls = element.getAttribute('class')?.split(/\s+/)[0];
    return `${element.tagName.toLowerCase()}${id}${cls ? `.${cls}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  };
  observe('largest-contentful-paint', (entries) => {
    const last: (PerformanceEntry & { element?: Element | null }) | undefined = entries.at(-1);
    if (!last) return;
    state.lcp = last.startTime;
    state.lcpElement = describe(last.element);
  });
  observe('paint', (entries) => {
    for (const entry of entries)
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      state.shifts.push({
        at: entry.startTime,
        value: entry.value,
        moved: (entry.sources ?? []).map((source) =>
          describe(source.node instanceof Element ? source.node : source.node?.parentElement),
        ),
      });
      const continues =
        state.windowValue > 0 &&
        entry.startTime - state.windowLast < 1000 &&
        entry.startTime - state.windowStart < 5000;
      if (continues) state.windowValue += entry.value;
      else {
        state.windowValue = entry.value;
        state.windowStart = entry.startTime;
      }
      state.windowLast = entry.startTime;
      state.cls = Math.max(state.cls, state.windowValue);
    }
  });
  observe('longtask', (entries) => {
    for (const entry of entries)
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
}

/**
 * `observeWebVitals` as a script for `page.addInitScript({ content })`. tsx and Playwright's
 * loader compile with esbuild's keepNames, which wraps named inner functions in a `__name` helper
 * that exists in Node, not in the page: the script brings a stand-in.
 */
export const WEB_VITALS_SCRIPT = `globalThis.__name ??= (fn) => fn; (${observeWebVitals.toString()})();`;

/**
 * The figures so far. Total blocking time counts each long task's time past 50 ms from first
 * contentful paint on (Lighthouse stops at time-to-interactive; here it runs to the moment of
 * reading, after the page went quiet, which can only count more).
 */
export async function readWebVitals(page: Page): Promise<WebVitals> {
  return page.evaluate(() => {
    const state = (globalThis as { __kinoraVitals?: VitalsState }).__kinoraVitals;
    if (!state) throw new Error('observeWebVitals was not installed before the page loaded.');
    const tbt = state.longTasks
      .filter((task) => task.start + task.duration > state.fcp)
      .reduce((sum, task) => {
        const start = Math.max(task.start, state.fcp);
        return sum + Math.max(0, task.start + task.duration - start - 50);
      }, 0);
    return {
      lcp: state.lcp,
      cls: state.cls,
      fcp: state.fcp,
      tbt,
      lcpElement: state.lcpElement,
      shifts: state.shifts,
    };
  });
}

/** The interaction that set a page's INP, as the web-vitals library reports it. */
export interface Interaction {
  /** Milliseconds from the input to the next paint after its handlers ran. */
  inp: number;
  /** `pointer` or `keyboard`. */
  type: string;
  /** The element interacted with, as a selector. */
  target: string;
  /** Its parts: waiting for the main thread, the handlers, then up to the paint (ms). */
  inputDelay: number;
  processing: number;
  presentation: number;
  /** The script that ran longest meanwhile (Long Animation Frames), to tell what to fix. */
  longestScript: string;
}

/**
 * The web-vitals library's own INP (its attribution build, as a script the page runs before
 * anything else), keeping the worst interaction so far on `globalThis.__kinoraInp`. Every change
 * is reported, not only the final value on leaving the page, and from 16 ms on (the library's
 * default leaves out interactions under 40 ms).
 */
export function inpScript(): string {
  const entry = createRequire(import.meta.url).resolve('web-vitals/attribution');
  const library = readFileSync(
    path.join(path.dirname(entry), 'web-vitals.attribution.iife.js'),
    'utf8',
  );
  return `${library}
webVitals.onINP((metric) => {
  globalThis.__kinoraInp = {
    inp: metric.value,
    type: metric.attribution.interactionType,
    target: metric.attribution.interactionTarget,
    inputDelay: Math.round(metric.attribution.inputDelay),
    processing: Math.round(metric.attribution.processingDuration),
    presentation: Math.round(metric.attribution.presentationDelay),
    longestScript: (() => {
      const longest = metric.attribution.longestScript;
      if (!longest) return '-';
      const script = longest.entry;
      return script.invoker + ' ' + (script.sourceURL.split('/').pop() || '') + ' ' +
        Math.round(longest.intersectingDuration) + ' ms in ' + longest.subpart;
    })(),
  };
}, { reportAllChanges: true, durationThreshold: 16 });`;
}

/**
 * The page's INP so far; null before any interaction was reported (every one took less than the
 * 16 ms the Event Timing API reports from).
 */
export async function readInteraction(page: Page): Promise<Interaction | null> {
  return page.evaluate(() => (globalThis as { __kinoraInp?: Interaction }).__kinoraInp ?? null);
}
