import { callApi } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { CreateTweetRequest, Tweet, TweetRequest } from '../contract/social';

/** Everybody's posts, newest first (the signed-out community page). */
export function getTweets(page: PageQuery = {}): Promise<Page<Tweet>> {
  return callApi('GET /tweets', { query: page });
}

/** Posts of the channels the signed-in user follows, and their own. */
export function getTweetFeed(page: PageQuery = {}): Promise<Page<Tweet>> {
  return callApi('GET /tweets/feed', { query: page });
}

export function getUserTweets(userId: string, page: PageQuery = {}): Promise<Page<Tweet>> {
  return callApi('GET /tweets/user/:userId', { params: { userId }, query: page });
}

export function getTweet(tweetId: string): Promise<Tweet> {
  return callApi('GET /tweets/:tweetId', { params: { tweetId } });
}

/** A post's replies, oldest first. */
export function getTweetReplies(tweetId: string, page: PageQuery = {}): Promise<Page<Tweet>> {
  return callApi('GET /tweets/:tweetId/replies', { params: { tweetId }, query: page });
}

/** A post, or with `parentId` a reply to one. */
export function createTweet(body: CreateTweetRequest): Promise<Tweet> {
  return callApi('POST /tweets', { body });
}

export function updateTweet(tweetId: string, body: TweetRequest): Promise<Tweet> {
  return callApi('PATCH /tweets/:tweetId', { params: { tweetId }, body });
}

export async function deleteTweet(tweetId: string): Promise<void> {
  await callApi('DELETE /tweets/:tweetId', { params: { tweetId } });
}
