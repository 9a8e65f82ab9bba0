import styled from 'styled-components';

/**
 * The subscribed channels as a strip above the feed: one row that scrolls sideways, so the
 * videos stay in view however many channels a person follows.
 */
export const ChannelGrid = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(240px, 280px);
  gap: 16px;
  margin: 0 0 32px;
  padding: 0 0 8px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  list-style: none;

  > li {
    scroll-snap-align: start;
  }
`;
