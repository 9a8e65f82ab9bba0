import { callApi } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { SubscriptionStatus } from '../contract/social';
import type { ChannelSummary } from '../contract/user';
import type { Video } from '../contract/video';

export function getSubscriptionStatus(channelId: string): Promise<SubscriptionStatus> {
  return callApi('GET /subscriptions/c/:channelId', { params: { channelId } });
}

export function toggleSubscription(channelId: string): Promise<SubscriptionStatus> {
  return callApi('POST /subscriptions/c/:channelId', { params: { channelId } });
}

export function getSubscribedChannels(
  userId: string,
  page: PageQuery = {},
): Promise<Page<ChannelSummary>> {
  return callApi('GET /subscriptions/u/:userId', { params: { userId }, query: page });
}

/** The newest videos of the channels the signed-in user subscribes to. */
export function getSubscriptionVideos(page: PageQuery = {}): Promise<Page<Video>> {
  return callApi('GET /subscriptions/videos', { query: page });
}
