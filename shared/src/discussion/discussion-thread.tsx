import styled from 'styled-components';
import { ErrorState, type PagedList, SignInPrompt, useCurrentUser } from '@kinora/shared';
import type { ReactNode } from 'react';

/** The words of one discussion's thread. */
export interface DiscussionThreadTexts {
  /** With the count: '12 Comments', '1 Reply'. */
  heading: string;
  /** Said when the first page fails, with Try again. */
  loadFailed: string;
  /** Said when there is nothing yet. */
  empty: string;
  /** The link to sign in that stands where the composer would; none for a read-only thread. */
  signIn?: string;
  /** Given when the discussion is closed: said in place of the composer and the entries. */
  closed?: string;
}

export interface DiscussionThreadProps {
  /** Unique on the page: the section is named by its heading. */
  headingId: string;
  texts: DiscussionThreadTexts;
  list: Pick<PagedList<unknown>, 'status' | 'items' | 'reload'>;
  /** Shown while the first page loads. */
  loading: ReactNode;
  /** Beside the heading (the sort order). */
  toolbar?: ReactNode;
  /** The box that adds an entry, for a signed-in viewer; none for a read-only thread. */
  composer?: ReactNode;
  /** The entries, once there are some (with their paging). */
  children: ReactNode;
}

/**
 * A discussion under what it is about (a video, a post): its heading, the box to join in (or the
 * way to sign in), then its entries, or what stands for them while they load, fail or are none.
 */
export function DiscussionThread({
  headingId,
  texts,
  list,
  loading,
  toolbar,
  composer,
  children,
}: DiscussionThreadProps) {
  const me = useCurrentUser();
  return (
    <Section aria-labelledby={headingId}>
      <Bar>
        <h2 id={headingId}>{texts.heading}</h2>
        {texts.closed ? null : toolbar}
      </Bar>
      {texts.closed ? (
        <Muted>{texts.closed}</Muted>
      ) : (
        <>
          {me ? composer : texts.signIn ? <SignInPrompt>{texts.signIn}</SignInPrompt> : null}
          {renderEntries()}
        </>
      )}
    </Section>
  );

  function renderEntries() {
    return list.status === 'loading' ? (
      loading
    ) : list.status === 'error' ? (
      <ErrorState message={texts.loadFailed} onRetry={list.reload} />
    ) : list.items.length === 0 ? (
      <Muted>{texts.empty}</Muted>
    ) : (
      children
    );
  }
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
