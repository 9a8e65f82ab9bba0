import styled from 'styled-components';

/** A list of channel cards: one column on phones, as many 280px columns as fit above. */
export const ChannelGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
