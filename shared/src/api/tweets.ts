import { http, unwrap } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { CreateTweetRequest, Tweet, TweetRequest } from '../contract/social';

const enc = encodeURIComponent;

/** Everybody's posts, newest first (the signed-out community page). */
export function getTweets(page: PageQuery = {}): Promise<Page<Tweet>> {
  return unwrap(http.get('/tweets', { params: page }));
}

/** Posts of the channels the signed-in user follows, and their own. */
export function getTweetFeed(page: PageQuery = {}): Promise<Page<Tweet>> {
  return unwrap(http.get('/tweets/feed', { params: page }));
}

export function getUserTweets(userId: string, page: PageQuery = {}): Promise<Page<Tweet>> {
  return unwrap(http.get(`/tweets/user/${enc(userId)}`, { params: page }));
}

export function getTweet(tweetId: string): Promise<Tweet> {
  return unwrap(http.get(`/tweets/${enc(tweetId)}`));
}

/** A post's replies, oldest first. */
export function getTweetReplies(tweetId: string, page: PageQuery = {}): Promise<Page<Tweet>> {
  return unwrap(http.get(`/tweets/${enc(tweetId)}/replies`, { params: page }));
}

/** A post, or with `parentId` a reply to one. */
export function createTweet(body: CreateTweetRequest): Promise<Tweet> {
  return unwrap(http.post('/tweets', body));
}

export function updateTweet(tweetId: string, body: TweetRequest): Promise<Tweet> {
  return unwrap(http.patch(`/tweets/${enc(tweetId)}`, body));
}

export async function deleteTweet(tweetId: string): Promise<void> {
  await http.delete(`/tweets/${enc(tweetId)}`);
}
