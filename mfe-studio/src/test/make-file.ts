import { File as NodeFile } from 'node:buffer';

/**
 * A file as the browser would hand it over. The test environment swaps jsdom's Blob, FormData
 * and URL for Node's, and those reject jsdom's File: tests build files from Node's class, which
 * has the same shape apart from the non-standard `webkitRelativePath`.
 */
export function makeFile(name: string, bytes: number, type: string): File {
  const file = new NodeFile([new Uint8Array(bytes)], name, { type });
  return Object.assign(file, { webkitRelativePath: '' }) as unknown as File;
}
