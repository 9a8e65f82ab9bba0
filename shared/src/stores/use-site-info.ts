import { useEffect } from 'react';
import { create } from 'zustand';
import { getSiteInfo } from '../api/site';
import type { SiteInfo } from '../contract/site';
import type { AsyncState } from '../data/use-async';

interface SiteInfoStore {
  /** Null until a screen first asks: nothing is fetched for pages that never need it. */
  state: AsyncState<SiteInfo> | null;
}

const useSiteInfoStore = create<SiteInfoStore>()(() => ({ state: null }));

let loading: Promise<void> | null = null;
/** Bumped by a reset, so an answer to a request made before it is dropped. */
let generation = 0;

/** One request however many screens ask at once; a known answer is kept while it reloads. */
function loadSiteInfo(): void {
  const asked = generation;
  const current = () => asked === generation;
  loading ??= getSiteInfo()
    .then(
      (data) => {
        if (current()) useSiteInfoStore.setState({ state: { status: 'success', data } });
      },
      (error: unknown) => {
        // A failed reload keeps what was known: the site's settings rarely change meanwhile.
        if (current() && useSiteInfoStore.getState().state?.status !== 'success')
          useSiteInfoStore.setState({ state: { status: 'error', error } });
      },
    )
    .finally(() => {
      if (current()) loading = null;
    });
}

function reloadSiteInfo(): void {
  if (useSiteInfoStore.getState().state?.status === 'error')
    useSiteInfoStore.setState({ state: { status: 'loading' } });
  loadSiteInfo();
}

export interface SiteInfoResult {
  state: AsyncState<SiteInfo>;
  /** Asks again (Retry buttons). */
  reload: () => void;
}

/**
 * The site's name, description, rules, registration mode and what visitors get of sensitive
 * videos (`GET /site`), fetched once per page load and shared by every screen that shows them.
 * `enabled` false asks nothing (a screen that may not need it yet): the state stays as it is.
 */
export function useSiteInfo(enabled = true): SiteInfoResult {
  const state = useSiteInfoStore((store) => store.state);
  const asked = state !== null;
  useEffect(() => {
    if (!enabled || asked) return;
    useSiteInfoStore.setState({ state: { status: 'loading' } });
    loadSiteInfo();
  }, [enabled, asked]);
  return { state: state ?? { status: 'loading' }, reload: reloadSiteInfo };
}

/** What an admin just saved: every screen shows it at once, without asking again. */
export function setSiteInfo(info: SiteInfo): void {
  useSiteInfoStore.setState({ state: { status: 'success', data: info } });
}

/** Forgets the answer, so the next screen asks again (tests start from nothing). */
export function resetSiteInfo(): void {
  generation += 1;
  loading = null;
  useSiteInfoStore.setState({ state: null });
}
