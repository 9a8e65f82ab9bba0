/**
 * @jest-environment node
 */
import { makeChannel, makeExternalVideo, makeVideo } from '../test-utils/fixtures';
import { loadCatalogues, renderFirstPaint } from './render';

// The server draws a visitor's first screen with the page's own components, before any script.

const videos = [
  makeVideo({ _id: 'a'.repeat(24), title: 'First <b>bold</b> & $& title' }),
  makeVideo({ _id: 'b'.repeat(24), title: 'Second video' }),
];

describe('renderFirstPaint', () => {
  it('draws Explore’s cards as links, the first thumbnails fetched at once', () => {
    const { body } = renderFirstPaint({ page: 'explore', order: 'popular', videos });
    expect(body.startsWith('<div id="first-paint">')).toBe(true);
    expect(body).toContain('Explore All Videos');
    expect(body).toContain(`href="/watch/${'a'.repeat(24)}"`);
    expect(body).toContain('Second video');
    // Anyone's title is text, never markup.
    expect(body).toContain('First &lt;b&gt;bold&lt;/b&gt; &amp; $&amp; title');
    expect(body).not.toContain('<b>bold</b>');
    expect(body).toMatch(/<img[^>]*fetchPriority="high"/);
    // The sort control keeps its place, unseen until the app makes it work.
    expect(body).toMatch(/<div aria-hidden="true" class="[^"]+"><div role="radiogroup"/);
    expect(body).toMatch(/aria-checked="true"[^>]*>Most viewed</);
  });

  it('draws the home page’s community row and a video’s player with its poster', () => {
    expect(renderFirstPaint({ page: 'home', videos }).body).toContain('From the community');
    const { body } = renderFirstPaint({
      page: 'watch',
      title: 'A public video',
      poster: '/api/v1/media/thumbnails/t/1280.webp',
    });
    expect(body).toContain('<h1');
    expect(body).toContain('A public video');
    expect(body).toMatch(/<img src="\/api\/v1\/media\/thumbnails\/t\/1280.webp"[^>]*width="1280"/);
  });

  it('draws a channel’s header, its Videos tab current, over its first videos', () => {
    const channel = makeChannel({ username: 'ada.l', fullName: 'Ada Lovelace', videosCount: 2 });
    const { body } = renderFirstPaint({ page: 'channel', channel, order: 'oldest', videos });
    expect(body).toMatch(/<h1[^>]*>Ada Lovelace<\/h1>/);
    expect(body).toMatch(/@(<!-- -->)?ada\.l</);
    expect(body).toMatch(
      /aria-current="page"[^>]*href="\/channel\/ada.l"|href="\/channel\/ada.l"[^>]*aria-current="page"/,
    );
    expect(body).toMatch(/aria-checked="true"[^>]*>Oldest</);
    expect(body).toContain('Second video');
    // Subscribe and the "…" menu keep their places for the app's, unseen and offering no click.
    expect(body).toMatch(
      /<div aria-hidden="true" class="[^"]*"><button[^>]*title="Subscribe to Ada Lovelace"[^>]*>Subscribe<\/button><\/div>/,
    );
    expect(body).toMatch(
      /<div aria-hidden="true" class="[^"]*"><button[^>]*aria-label="More actions for this channel"/,
    );
  });

  it('draws search results: correction, the community’s matches, then the public ones', () => {
    const spoken = { startSeconds: 83, text: 'the light pack', language: 'en' };
    const found = makeVideo({ _id: 'b'.repeat(24), title: 'Second video' });
    const { body } = renderFirstPaint({
      page: 'results',
      term: 'packin light',
      filters: { type: 'videos', uploadDate: 'week', sort: 'views' },
      correction: 'packing light',
      community: { videos: [{ ...found, spoken }], total: 9, hasMore: true },
      external: { videos: [makeExternalVideo({ title: 'A public trailer' })], hasMore: false },
    });
    expect(body).toMatch(/<h1>Results for: &quot;packin light&quot;<\/h1>/);
    expect(body).toContain('href="/search-channels?query=packin+light"');
    // "Did you mean" keeps the filters.
    expect(body).toContain(
      'href="/results?search_query=packing+light&amp;upload_date=week&amp;sort=views"',
    );
    expect(body).toMatch(/From the community<span[^>]*>9<\/span>/);
    // Found by what is said in it: the card opens the video there.
    expect(body).toContain(`href="/watch/${'b'.repeat(24)}?t=83"`);
    expect(body).toMatch(/Said at 1:23:<\/span> <q lang="en">the light pack<\/q>/);
    expect(body).toContain('From YouTube');
    expect(body).toContain('A public trailer');
    // The first community card is the one fetched at once.
    expect(body.indexOf('fetchPriority="high"')).toBeLessThan(body.indexOf('A public trailer'));
    // The filters and the community's Load More keep their places, unseen.
    expect(body).toMatch(
      /<div aria-hidden="true" class="[^"]+"><div role="group" aria-label="Search filters"/,
    );
    expect(body).toMatch(
      /<div aria-hidden="true" class="[^"]+"><div class="[^"]+"><button[^>]*>Load More</,
    );
    expect(body.match(/Load More/g)).toHaveLength(1);
  });

  it('says when one of the two found nothing, and fetches the public cards first then', () => {
    const none = renderFirstPaint({
      page: 'results',
      term: 'trailer',
      filters: { type: 'videos', uploadDate: null, sort: 'relevance' },
      correction: null,
      community: { videos: [], total: 0, hasMore: false },
      external: { videos: [makeExternalVideo({ title: 'A public trailer' })], hasMore: true },
    }).body;
    expect(none).toContain('No community videos match &quot;trailer&quot;.');
    expect(none).not.toContain('Did you mean');
    expect(none).toMatch(/<img[^>]*fetchPriority="high"[^>]*>/);
    const publicNone = renderFirstPaint({
      page: 'results',
      term: 'ada',
      filters: { type: 'videos', uploadDate: null, sort: 'relevance' },
      correction: null,
      community: { videos, total: 2, hasMore: false },
      external: { videos: [], hasMore: false },
    }).body;
    expect(publicNone).toContain('No YouTube videos match &quot;ada&quot;.');
    expect(publicNone).not.toContain('Load More');
  });

  it('blurs sensitive videos as visitors get them, unless the site shows them', () => {
    const sensitive = [makeVideo({ title: 'Sensitive clip', sensitive: true })];
    expect(renderFirstPaint({ page: 'home', videos: sensitive }).body).toContain('>Sensitive<');
    expect(
      renderFirstPaint({
        page: 'explore',
        order: 'newest',
        videos: sensitive,
        sensitiveContent: 'blur',
      }).body,
    ).toContain('>Sensitive<');
    expect(
      renderFirstPaint({ page: 'home', videos: sensitive, sensitiveContent: 'show' }).body,
    ).not.toContain('>Sensitive<');
    expect(renderFirstPaint({ page: 'home', videos }).body).not.toContain('>Sensitive<');
  });

  it('draws a sensitive video’s player without its poster: the page warns there first', () => {
    const { body } = renderFirstPaint({
      page: 'watch',
      title: 'A sensitive video',
      poster: '/api/v1/media/thumbnails/t/1280.webp',
      sensitive: true,
    });
    expect(body).toContain('A sensitive video');
    expect(body).not.toContain('/api/v1/media/thumbnails/t/1280.webp');
  });

  it('styles the drawing in one style element that also keeps the app hidden meanwhile', () => {
    const { head } = renderFirstPaint({ page: 'explore', order: 'newest', videos });
    expect(head.startsWith('<style id="first-paint-css">#first-paint ~ #root{display:none}')).toBe(
      true,
    );
    expect(head.endsWith('</style>')).toBe(true);
    expect(head.match(/<\//g)).toHaveLength(1);
    // The body's colours are in it (the tokens' values are in the page's head, before it):
    // nothing flashes before the app's own styles.
    expect(head).toContain('background:var(--k-background)');
    // No bookkeeping for a styled-components client: none ever reads this sheet.
    expect(head).not.toContain('data-styled');
    expect(head).not.toContain('/*!sc*/');
  });

  it('draws a visitor’s first screen in their language', async () => {
    await loadCatalogues(['fr']);
    const channel = makeChannel({ username: 'ada.l', videosCount: 2, subscribersCount: 1 });
    const { body } = renderFirstPaint({ page: 'channel', channel, order: 'popular', videos }, 'fr');
    expect(body).toMatch(/aria-checked="true"[^>]*>Populaires</);
    expect(body).toContain('1 abonné');
    expect(body).toContain('aria-label="Autres actions pour cette chaîne"');
    expect(body).toMatch(/>S’abonner<\/button>/);
    expect(body).toContain('il y a ');
    expect(renderFirstPaint({ page: 'explore', order: 'newest', videos }, 'fr').body).toContain(
      'Explorer toutes les vidéos',
    );
    expect(renderFirstPaint({ page: 'home', videos }).body).toContain('From the community');
    const results = renderFirstPaint(
      {
        page: 'results',
        term: 'ada',
        filters: { type: 'videos', uploadDate: null, sort: 'relevance' },
        correction: null,
        community: { videos, total: 2, hasMore: false },
        external: { videos: [], hasMore: false },
      },
      'fr',
    ).body;
    // French spaces its punctuation with no-break spaces.
    expect(results.replace(/[\u00a0\u202f]/g, ' ')).toContain('Résultats pour : « ada »');
    expect(results.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Aucune vidéo YouTube ne correspond à « ada ».',
    );
  });
});
