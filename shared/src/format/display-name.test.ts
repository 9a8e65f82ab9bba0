import { displayNameOf, handleOf } from './display-name';

describe('displayNameOf', () => {
  it('names someone by the name they chose', () => {
    expect(displayNameOf({ username: 'ann', fullName: 'Ann Lee' })).toBe('Ann Lee');
    expect(displayNameOf({ username: 'ann', fullName: '  Ann Lee ' })).toBe('Ann Lee');
  });

  it('falls back to the username without a name', () => {
    expect(displayNameOf({ username: 'ann', fullName: '' })).toBe('ann');
    expect(displayNameOf({ username: 'ann', fullName: '   ' })).toBe('ann');
    expect(displayNameOf({ username: 'ann', fullName: null })).toBe('ann');
    expect(displayNameOf({ username: 'ann' })).toBe('ann');
  });
});

describe('handleOf', () => {
  it("writes the username with one '@'", () => {
    expect(handleOf({ username: 'ann' })).toBe('@ann');
    expect(handleOf({ username: '@YouTubeChannel' })).toBe('@YouTubeChannel');
  });
});
