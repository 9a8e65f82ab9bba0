import { callApi } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { CreatePostRequest, Post, UpdatePostRequest } from '../contract/social';

/** Everybody's posts, newest first (the signed-out community page). */
export function getPosts(page: PageQuery = {}): Promise<Page<Post>> {
  return callApi('GET /tweets', { query: page });
}

/** Posts of the channels the signed-in user follows, and their own. */
export function getPostFeed(page: PageQuery = {}): Promise<Page<Post>> {
  return callApi('GET /tweets/feed', { query: page });
}

export function getUserPosts(userId: string, page: PageQuery = {}): Promise<Page<Post>> {
  return callApi('GET /tweets/user/:userId', { params: { userId }, query: page });
}

export function getPost(postId: string): Promise<Post> {
  return callApi('GET /tweets/:tweetId', { params: { tweetId: postId } });
}

/** A post's replies, oldest first. */
export function getPostReplies(postId: string, page: PageQuery = {}): Promise<Page<Post>> {
  return callApi('GET /tweets/:tweetId/replies', { params: { tweetId: postId }, query: page });
}

/** A post, or with `parentId` a reply to one. */
export function createPost(body: CreatePostRequest): Promise<Post> {
  return callApi('POST /tweets', { body });
}

export function updatePost(postId: string, body: UpdatePostRequest): Promise<Post> {
  return callApi('PATCH /tweets/:tweetId', { params: { tweetId: postId }, body });
}

export async function deletePost(postId: string): Promise<void> {
  await callApi('DELETE /tweets/:tweetId', { params: { tweetId: postId } });
}
