import { DataStore } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { refusingWhenFull } from './resumable-store';

const fullDisk = Object.assign(new Error('ENOSPC: no space left on device, write'), {
  code: 'ENOSPC',
});

/** A store whose every chunk meets `error` (or is taken whole without it). */
class FailingStore extends DataStore {
  constructor(private readonly error: Error | null) {
    super();
  }

  override write(): Promise<number> {
    return this.error ? Promise.reject(this.error) : Promise.resolve(42);
  }
}

const write = (store: DataStore) => store.write(null as never, 'upload-id', 0);

describe('refusingWhenFull', () => {
  it('answers a chunk that meets a full disk 507 with the reason, as tus answers an error', async () => {
    const refused = await write(refusingWhenFull(new FailingStore(fullDisk))).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      status_code: 507,
      body: 'The site has run out of storage space. Please try again later.',
      cause: fullDisk,
    });
  });

  it('passes any other failure, and a stored chunk, through unchanged', async () => {
    const other = Object.assign(new Error('permission denied'), { code: 'EACCES' });
    await expect(write(refusingWhenFull(new FailingStore(other)))).rejects.toBe(other);
    await expect(write(refusingWhenFull(new FailingStore(null)))).resolves.toBe(42);
  });
});
