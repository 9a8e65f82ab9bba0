/**
 * A video's stream files are addressed relative to its master playlist, and a signed master's
 * folder carries the signature (`…/media/s/<exp>.<sig>/streams/<dir>/`): every playlist and
 * segment a player asks for inherits it. When fresh links arrive, an address under the folder of
 * the master the player started from moves to the fresh master's folder; anything else is kept.
 */
export function moveToFreshFolder(url: string, startMaster: string, freshMaster: string): string {
  const from = folderOf(startMaster);
  const to = folderOf(freshMaster);
  const absolute = new URL(url, document.baseURI).href;
  if (from === to || !absolute.startsWith(from)) return url;
  return `${to}${absolute.slice(from.length)}`;
}

function folderOf(playlist: string): string {
  const absolute = new URL(playlist, document.baseURI);
  absolute.search = '';
  absolute.hash = '';
  return absolute.href.replace(/[^/]*$/, '');
}
