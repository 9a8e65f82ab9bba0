import { http, unwrap } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { SubscriptionStatus } from '../contract/social';
import type { ChannelSummary } from '../contract/user';
import type { Video } from '../contract/video';

const enc = encodeURIComponent;

export function getSubscriptionStatus(channelId: string): Promise<SubscriptionStatus> {
  return unwrap(http.get(`/subscriptions/c/${enc(channelId)}`));
}

export function toggleSubscription(channelId: string): Promise<SubscriptionStatus> {
  return unwrap(http.post(`/subscriptions/c/${enc(channelId)}`));
}

export function getSubscribedChannels(
  userId: string,
  page: PageQuery = {},
): Promise<Page<ChannelSummary>> {
  return unwrap(http.get(`/subscriptions/u/${enc(userId)}`, { params: page }));
}

/** The newest videos of the channels the signed-in user subscribes to. */
export function getSubscriptionVideos(page: PageQuery = {}): Promise<Page<Video>> {
  return unwrap(http.get('/subscriptions/videos', { params: page }));
}
