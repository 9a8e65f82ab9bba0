import { makeVideo } from '@kinora/shared/test-utils';
import { audienceWord, pipelineWord, uploadedPercent, videoStateWords } from './video-state';

const upload = (received: number, total: number) => ({
  received,
  total,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

describe('video state words', () => {
  it('says Draft for a draft, not the Private it is stored as', () => {
    const draft = makeVideo({ visibility: 'private', draft: true, status: 'ready' });
    expect(audienceWord(draft)).toEqual({ text: 'Draft', tone: 'draft' });
    expect(videoStateWords(draft).map((word) => word.text)).toEqual(['Draft']);
  });

  it('says Private and Unlisted for published videos, nothing for a public one', () => {
    expect(audienceWord(makeVideo({ visibility: 'private' }))?.text).toBe('Private');
    expect(audienceWord(makeVideo({ visibility: 'unlisted' }))?.text).toBe('Unlisted');
    expect(audienceWord(makeVideo({ visibility: 'public' }))).toBeNull();
  });

  it('counts an upload in whole percent, rounded down and never past 100', () => {
    expect(uploadedPercent(makeVideo({ status: 'uploading', upload: upload(45, 100) }))).toBe(45);
    expect(uploadedPercent(makeVideo({ status: 'uploading', upload: upload(999, 1000) }))).toBe(99);
    expect(uploadedPercent(makeVideo({ status: 'uploading', upload: upload(12, 10) }))).toBe(100);
    expect(uploadedPercent(makeVideo({ status: 'uploading', upload: upload(0, 0) }))).toBe(0);
    expect(uploadedPercent(makeVideo({ status: 'uploading' }))).toBe(0);
  });

  it('says Uploading, Processing or Failed, and nothing for a ready video', () => {
    const uploading = makeVideo({ status: 'uploading', draft: true, upload: upload(45, 100) });
    expect(videoStateWords(uploading)).toEqual([
      { text: 'Draft', tone: 'draft' },
      { text: 'Uploading 45%', tone: 'muted' },
    ]);
    const processing = makeVideo({
      status: 'processing',
      draft: true,
      processing: { progress: 60, stage: 'transcoding' },
    });
    expect(videoStateWords(processing).map((word) => word.text)).toEqual([
      'Draft',
      'Processing 60%',
    ]);
    expect(pipelineWord(makeVideo({ status: 'processing' }))?.text).toBe('Processing 0%');
    expect(pipelineWord(makeVideo({ status: 'failed' }))).toEqual({
      text: 'Failed',
      tone: 'failed',
    });
    expect(pipelineWord(makeVideo({ status: 'ready' }))).toBeNull();
  });
});
