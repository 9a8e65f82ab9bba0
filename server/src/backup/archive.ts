import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * The archive is a gzipped tar written and read by the system's `tar` (GNU tar, bsdtar): a format
 * every machine can open without Kinora, made by a tool that knows it.
 */

/** A problem the operator can act on: printed as it is, without a stack. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Runs a command to its end; refuses with what it wrote to stderr when it fails. */
export function runTool(
  command: string,
  args: string[],
  what: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      // The end says what went wrong; a long complaint need not be kept whole.
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${command} was not found on this machine's PATH: ${what} needs it.`)
          : error,
      );
    });
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(`${what} failed (${command} exited with ${code}): ${stderr.trim()}`),
        );
    });
  });
}

/** Packs the contents of `dir` into the gzipped tar `file`. */
export function createArchive(dir: string, file: string): Promise<void> {
  return runTool('tar', ['-czf', file, '-C', dir, '.'], 'Writing the archive');
}

/**
 * Unpacks the gzipped tar `file` into `dir`. GNU tar keeps members inside `dir` (it drops a
 * leading `/` and refuses `..`); what came out is then checked against the manifest.
 */
export async function extractArchive(file: string, dir: string): Promise<void> {
  try {
    await runTool('tar', ['-xzf', file, '-C', dir, '--no-same-owner'], 'Reading the archive');
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    throw new BackupError(`${file} is damaged or is not a Kinora backup. ${error.message}`);
  }
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Every entry under `root`, as paths relative to it with `/` between parts. `skip` leaves out a
 * folder by its relative path. A symbolic link or anything else that is not a file or folder is
 * refused: an archive holds only files.
 */
export async function listFiles(root: string, skip: (relative: string) => boolean = () => false) {
  const files: string[] = [];
  async function walk(relative: string) {
    const entries = await fs.readdir(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip(child)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
      else throw new BackupError(`${path.join(root, child)} is not a regular file.`);
    }
  }
  await walk('');
  return files.sort();
}

/** `1.4 MB`: sizes as the progress lines print them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
