import { renderWithProviders } from '@kinora/shared/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { resumeKey } from '../hooks/use-resume-position';
import { NativePlayer } from './native-player';

const videoId = 'b'.repeat(24);

function renderPlayer() {
  renderWithProviders(
    <NativePlayer videoId={videoId} src="/media/v.mp4" poster="/media/t.jpg" title="Clip" />,
  );
  const video = screen.getByLabelText<HTMLVideoElement>('Video player: Clip');
  Object.defineProperty(video, 'duration', { configurable: true, value: 300 });
  return video;
}

beforeEach(() => localStorage.clear());

describe('NativePlayer keyboard shortcuts', () => {
  it('k and space play and pause, j and l seek 10 s, m mutes', () => {
    const video = renderPlayer();
    let paused = true;
    Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
    const play = jest.spyOn(video, 'play').mockImplementation(() => {
      paused = false;
      return Promise.resolve();
    });
    const pause = jest.spyOn(video, 'pause').mockImplementation(() => {
      paused = true;
    });
    video.focus();
    fireEvent.keyDown(video, { key: 'k' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(video, { key: ' ' });
    expect(pause).toHaveBeenCalledTimes(1);

    video.currentTime = 50;
    fireEvent.keyDown(video, { key: 'l' });
    expect(video.currentTime).toBe(60);
    fireEvent.keyDown(video, { key: 'j' });
    fireEvent.keyDown(video, { key: 'j' });
    expect(video.currentTime).toBe(40);

    fireEvent.keyDown(video, { key: 'm' });
    expect(video.muted).toBe(true);
    fireEvent.keyDown(video, { key: 'M' });
    expect(video.muted).toBe(false);
  });

  it('f asks for fullscreen', () => {
    const video = renderPlayer();
    const requestFullscreen = jest.fn(() => Promise.resolve());
    Object.defineProperty(video, 'requestFullscreen', {
      configurable: true,
      value: requestFullscreen,
    });
    fireEvent.keyDown(video, { key: 'f' });
    expect(requestFullscreen).toHaveBeenCalled();
  });

  it('leaves other keys and modified keys to the browser', () => {
    const video = renderPlayer();
    expect(fireEvent.keyDown(video, { key: 'ArrowUp' })).toBe(true);
    expect(fireEvent.keyDown(video, { key: 'k', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(video, { key: 'm' })).toBe(false);
  });
});

describe('NativePlayer resume position', () => {
  it('remembers where the person paused and resumes there next time', () => {
    const video = renderPlayer();
    video.currentTime = 95.4;
    fireEvent.pause(video);
    expect(localStorage.getItem(resumeKey(videoId))).toBe('95');

    video.currentTime = 0;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(95);
  });

  it('forgets the position once the video ended', () => {
    localStorage.setItem(resumeKey(videoId), '120');
    const video = renderPlayer();
    fireEvent.ended(video);
    expect(localStorage.getItem(resumeKey(videoId))).toBeNull();
  });
});
