import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers/app';
import { blockAs, readAs, unblockAs } from './helpers/blocks';
import { commentOn, heldList, setChannelControls } from './helpers/comment-controls';
import { insertVideo } from './helpers/data';
import { notificationsOf } from './helpers/notifications';
import { postAs, toggleLike } from './helpers/posts';
import type {
  NotificationPage,
  Page,
  Post,
  PublicUser,
  SearchResult,
  SearchSuggestions,
  SiteComment,
  Video,
} from '@kinora/contract';

/**
 * What a block hides. Everywhere: the blocked user's videos, comments, posts and notifications
 * leave every list of the blocker (a direct link still opens), with the totals. Either scope: the
 * blocked user's comments on the blocker's videos, and replies to the blocker's posts, are seen
 * by their author alone. Lifting it brings everything back.
 */
let t: TestApp;
let viewer: TestUser;
let troll: TestUser;
let creator: TestUser;

const YOUTUBE_ID = 'dQw4w9WgXcQ';
const ids = (page: Page<{ _id: string }>) => page.docs.map((doc) => doc._id);

/** Everything the troll wrote or uploaded, and what others wrote beside it. */
const made = {} as Record<
  | 'trollVideo'
  | 'creatorVideo'
  | 'viewerVideo'
  | 'trollPost'
  | 'creatorPost'
  | 'viewerPost'
  | 'trollPostReply'
  | 'trollReplyToViewerPost'
  | 'creatorComment'
  | 'trollComment'
  | 'trollReply'
  | 'viewerComment'
  | 'trollReplyToViewer'
  | 'trollOnViewerVideo'
  | 'creatorUnderTroll'
  | 'creatorOnViewerVideo'
  | 'trollReplyOnViewerVideo'
  | 'trollHeldOnViewerVideo'
  | 'trollOnYoutube'
  | 'creatorOnYoutube',
  string
>;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.registerUser({ username: 'calmviewer' });
  troll = await t.registerUser({ username: 'mudslinger' });
  creator = await t.registerUser({ username: 'kindcreator' });
  made.trollVideo = (await insertVideo(t, troll.user._id, { title: 'Zebrafish care guide' }))._id;
  made.creatorVideo = (
    await insertVideo(t, creator.user._id, { title: 'Zebrafish tank tour' })
  )._id;
  made.viewerVideo = (await insertVideo(t, viewer.user._id, { title: 'My garden' }))._id;
  for (const [user, channel] of [
    [viewer, troll],
    [viewer, creator],
    [troll, viewer],
  ] as const)
    await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${channel.user._id}`,
      headers: user.headers,
    });

  made.trollPost = (await postAs(t, troll, 'Troll news'))._id;
  made.creatorPost = (await postAs(t, creator, 'Creator news'))._id;
  made.viewerPost = (await postAs(t, viewer, 'Viewer news'))._id;
  made.trollPostReply = (await postAs(t, troll, 'Meh', made.creatorPost))._id;
  made.trollReplyToViewerPost = (await postAs(t, troll, 'Boring', made.viewerPost))._id;
  await toggleLike(t, troll, made.viewerPost);

  made.creatorComment = (await commentOn(t, creator, made.creatorVideo, 'Welcome'))._id;
  made.trollComment = (await commentOn(t, troll, made.creatorVideo, 'First'))._id;
  made.trollReply = (await commentOn(t, troll, made.creatorVideo, 'Meh', made.creatorComment))._id;
  made.viewerComment = (await commentOn(t, viewer, made.creatorVideo, 'Lovely fish'))._id;
  made.trollReplyToViewer = (
    await commentOn(t, troll, made.creatorVideo, 'Not really', made.viewerComment)
  )._id;
  made.trollOnViewerVideo = (await commentOn(t, troll, made.viewerVideo, 'Ugly garden'))._id;
  made.creatorUnderTroll = (
    await commentOn(t, creator, made.viewerVideo, 'Be nice', made.trollOnViewerVideo)
  )._id;
  made.creatorOnViewerVideo = (await commentOn(t, creator, made.viewerVideo, 'Nice garden'))._id;
  made.trollReplyOnViewerVideo = (
    await commentOn(t, troll, made.viewerVideo, 'No', made.creatorOnViewerVideo)
  )._id;
  await setChannelControls(t, viewer, { commentPolicy: 'on', blockedWords: ['weeds'] });
  made.trollHeldOnViewerVideo = (await commentOn(t, troll, made.viewerVideo, 'All weeds'))._id;
  made.trollOnYoutube = (await commentOn(t, troll, YOUTUBE_ID, 'Classic'))._id;
  made.creatorOnYoutube = (await commentOn(t, creator, YOUTUBE_ID, 'Timeless'))._id;
});
afterAll(async () => {
  await t.close();
});

/** The kinds and actors of `user`'s notifications, with the unread count of the badge. */
async function notified(user: TestUser) {
  const page: NotificationPage = await notificationsOf(t.app, user, '?limit=50');
  expect(page.totalDocs).toBe(page.docs.length);
  return {
    unreadCount: page.unreadCount,
    kinds: page.docs.map((n) => `${n.kind}:${n.actor?.username ?? ''}`).sort(),
  };
}

const ALL_NOTIFICATIONS = [
  'comment_reply:mudslinger',
  'new_subscriber:mudslinger',
  'post_liked:mudslinger',
  'post_reply:mudslinger',
  'video_comment:kindcreator',
  'video_comment:mudslinger',
];

/** The lists that leave the troll out for the viewer while blocked everywhere. */
async function expectTrollListed(listed: boolean) {
  const has = (list: string[], id: string) => expect(list.includes(id)).toBe(listed);
  const visitorVideos = await readAs<Page<Video>>(t, null, '/videos');
  const videos = await readAs<Page<Video>>(t, viewer, '/videos');
  has(ids(videos), made.trollVideo);
  expect(videos.totalDocs).toBe(visitorVideos.totalDocs - (listed ? 0 : 1));
  // A later page picks its ids apart from the first: the same count.
  const secondPage = await readAs<Page<Video>>(t, viewer, '/videos?limit=1&page=2');
  expect(secondPage.totalDocs).toBe(videos.totalDocs);
  const channelVideos = await readAs<Page<Video>>(t, viewer, `/videos?userId=${troll.user._id}`);
  expect(channelVideos.totalDocs).toBe(listed ? 1 : 0);
  expect(channelVideos.docs).toHaveLength(channelVideos.totalDocs);

  const found = await readAs<Page<SearchResult>>(t, viewer, '/search?query=zebrafish');
  const foundIds = found.docs.map((r) => (r.kind === 'video' ? r.video._id : r.channel._id));
  has(foundIds, made.trollVideo);
  expect(found.totalDocs).toBe(listed ? 2 : 1);
  const channels = await readAs<Page<SearchResult>>(t, viewer, '/search?query=mudsl&type=channels');
  expect(channels.totalDocs).toBe(listed ? 1 : 0);
  const searched = await readAs<Page<PublicUser>>(t, viewer, '/users/search-channels?query=mudsl');
  expect(searched.totalDocs).toBe(listed ? 1 : 0);
  const titles = await readAs<SearchSuggestions>(t, viewer, '/search/suggestions?q=zebrafish');
  has(
    titles.suggestions.map((s) => s.text),
    'Zebrafish care guide',
  );
  const names = await readAs<SearchSuggestions>(t, viewer, '/search/suggestions?q=mudsl');
  has(
    names.suggestions.map((s) => s.text),
    'mudslinger',
  );

  const feed = await readAs<Page<Video>>(t, viewer, '/subscriptions/videos');
  expect(ids(feed)).toEqual(listed ? [made.creatorVideo, made.trollVideo] : [made.creatorVideo]);
  expect(feed.totalDocs).toBe(feed.docs.length);
}

async function expectTrollPostsListed(listed: boolean) {
  const has = (list: string[], id: string) => expect(list.includes(id)).toBe(listed);
  const visitorPosts = await readAs<Page<Post>>(t, null, '/tweets');
  const posts = await readAs<Page<Post>>(t, viewer, '/tweets');
  has(ids(posts), made.trollPost);
  expect(posts.totalDocs).toBe(visitorPosts.totalDocs - (listed ? 0 : 1));
  const channelPosts = await readAs<Page<Post>>(t, viewer, `/tweets/user/${troll.user._id}`);
  expect([channelPosts.totalDocs, channelPosts.docs.length]).toEqual(listed ? [1, 1] : [0, 0]);
  const feed = await readAs<Page<Post>>(t, viewer, '/tweets/feed');
  has(ids(feed), made.trollPost);
  expect(feed.totalDocs).toBe(listed ? 3 : 2);
  expect(feed.docs).toHaveLength(feed.totalDocs);
  const replies = await readAs<Page<Post>>(t, viewer, `/tweets/${made.creatorPost}/replies`);
  expect([ids(replies), replies.totalDocs]).toEqual(listed ? [[made.trollPostReply], 1] : [[], 0]);
}

async function expectTrollCommentsListed(listed: boolean) {
  const comments = await readAs<Page<SiteComment>>(t, viewer, `/comments/${made.creatorVideo}`);
  expect(ids(comments).sort()).toEqual(
    (listed
      ? [made.creatorComment, made.trollComment, made.viewerComment]
      : [made.creatorComment, made.viewerComment]
    ).sort(),
  );
  expect(comments.totalDocs).toBe(comments.docs.length);
  for (const id of [made.creatorComment, made.viewerComment])
    expect(comments.docs.find((c) => c._id === id)?.replyCount).toBe(listed ? 1 : 0);
  const replies = await readAs<Page<SiteComment>>(
    t,
    viewer,
    `/comments/replies/${made.creatorComment}`,
  );
  expect([ids(replies), replies.totalDocs]).toEqual(listed ? [[made.trollReply], 1] : [[], 0]);
  const youtube = await readAs<Page<SiteComment>>(t, viewer, `/comments/yt/${YOUTUBE_ID}`);
  expect(ids(youtube).sort()).toEqual(
    (listed ? [made.trollOnYoutube, made.creatorOnYoutube] : [made.creatorOnYoutube]).sort(),
  );
  expect(youtube.totalDocs).toBe(youtube.docs.length);
}

/** Either scope: the troll's words on the viewer's video and post, seen by the troll alone. */
async function expectHiddenOnViewersPlaces(hidden: boolean) {
  for (const reader of [null, creator, viewer]) {
    const comments = await readAs<Page<SiteComment>>(t, reader, `/comments/${made.viewerVideo}`);
    expect(ids(comments).includes(made.trollOnViewerVideo)).toBe(!hidden);
    expect(comments.totalDocs).toBe(comments.docs.length);
    const creatorComment = comments.docs.find((c) => c._id === made.creatorOnViewerVideo);
    expect(creatorComment?.replyCount).toBe(hidden ? 0 : 1);
    const underCreator = await readAs<Page<SiteComment>>(
      t,
      reader,
      `/comments/replies/${made.creatorOnViewerVideo}`,
    );
    expect([ids(underCreator), underCreator.totalDocs]).toEqual(
      hidden ? [[], 0] : [[made.trollReplyOnViewerVideo], 1],
    );
    const replies = await readAs<Page<Post>>(t, reader, `/tweets/${made.viewerPost}/replies`);
    expect([ids(replies), replies.totalDocs]).toEqual(
      hidden ? [[], 0] : [[made.trollReplyToViewerPost], 1],
    );
    const threadStatus = (
      await t.inject({
        method: 'GET',
        url: `/comments/replies/${made.trollOnViewerVideo}`,
        ...(reader ? { headers: reader.headers } : {}),
      })
    ).statusCode;
    expect(threadStatus).toBe(hidden ? 404 : 200);
  }
  // Their author still sees them, in the lists and the totals, and the replies under them.
  const own = await readAs<Page<SiteComment>>(t, troll, `/comments/${made.viewerVideo}`);
  expect(ids(own)).toContain(made.trollOnViewerVideo);
  // Their held comment is theirs to see too, and counted for them alone.
  expect(own.docs.some((c) => c._id === made.trollHeldOnViewerVideo && c.held)).toBe(true);
  expect(own.totalDocs).toBe(own.docs.length);
  expect(own.docs.find((c) => c._id === made.creatorOnViewerVideo)?.replyCount).toBe(1);
  const ownThread = await readAs<Page<SiteComment>>(
    t,
    troll,
    `/comments/replies/${made.trollOnViewerVideo}`,
  );
  expect(ids(ownThread)).toEqual([made.creatorUnderTroll]);
  const ownReplies = await readAs<Page<Post>>(t, troll, `/tweets/${made.viewerPost}/replies`);
  expect([ids(ownReplies), ownReplies.totalDocs]).toEqual([[made.trollReplyToViewerPost], 1]);
  const held = await heldList(t, viewer, 'dashboard');
  expect(held.docs.some((item) => item._id === made.trollHeldOnViewerVideo)).toBe(!hidden);
  expect(held.totalDocs).toBe(held.docs.length);
}

describe('before any block', () => {
  it('the viewer sees everything the troll did', async () => {
    await expectTrollListed(true);
    await expectTrollPostsListed(true);
    await expectTrollCommentsListed(true);
    await expectHiddenOnViewersPlaces(false);
    expect(await notified(viewer)).toEqual({ unreadCount: 6, kinds: ALL_NOTIFICATIONS });
  });
});

describe('a block everywhere', () => {
  beforeAll(async () => {
    await blockAs(t, viewer, troll);
  });

  it("leaves the blocked user's videos, channel and posts out of every list of the blocker", async () => {
    await expectTrollListed(false);
    await expectTrollPostsListed(false);
  });

  it('leaves their comments and replies out, on any video, with the counts', async () => {
    await expectTrollCommentsListed(false);
  });

  it("hides their words on the blocker's video and post from all but them", async () => {
    await expectHiddenOnViewersPlaces(true);
  });

  it('leaves their notifications out, and out of the unread count', async () => {
    expect(await notified(viewer)).toEqual({
      unreadCount: 1,
      kinds: ['video_comment:kindcreator'],
    });
  });

  it('still opens their video and post from a link', async () => {
    expect((await readAs<Video>(t, viewer, `/videos/${made.trollVideo}`))._id).toBe(
      made.trollVideo,
    );
    expect((await readAs<Post>(t, viewer, `/tweets/${made.trollPost}`))._id).toBe(made.trollPost);
  });

  it('changes nothing for anyone else', async () => {
    const comments = await readAs<Page<SiteComment>>(t, creator, `/comments/${made.creatorVideo}`);
    expect(ids(comments)).toContain(made.trollComment);
    const visitorVideos = await readAs<Page<Video>>(t, null, `/videos?userId=${troll.user._id}`);
    expect(ids(visitorVideos)).toEqual([made.trollVideo]);
  });
});

describe('a block from the channel only', () => {
  beforeAll(async () => {
    await blockAs(t, viewer, troll, 'channel');
  });

  it('leaves the blocked user listed everywhere else for the blocker', async () => {
    await expectTrollListed(true);
    await expectTrollPostsListed(true);
    await expectTrollCommentsListed(true);
  });

  it("still hides their words on the blocker's video and post, and those notifications", async () => {
    await expectHiddenOnViewersPlaces(true);
    const hidden = ['video_comment:mudslinger', 'post_reply:mudslinger'];
    expect(await notified(viewer)).toEqual({
      unreadCount: 4,
      kinds: ALL_NOTIFICATIONS.filter((kind) => !hidden.includes(kind)),
    });
  });
});

describe('a lifted block', () => {
  it('brings everything back', async () => {
    expect(await unblockAs(t, viewer, troll)).toBe(true);
    await expectTrollListed(true);
    await expectTrollPostsListed(true);
    await expectTrollCommentsListed(true);
    await expectHiddenOnViewersPlaces(false);
    expect(await notified(viewer)).toEqual({ unreadCount: 6, kinds: ALL_NOTIFICATIONS });
  });
});
