import { createContext, useContext, useMemo } from 'react';
import styled, { css } from 'styled-components';
import { splitRichText } from '../format/split-rich-text';
import { Link } from './link';

/** What a page with a player offers the text on it: timestamps that move the player. */
export interface TimestampSeek {
  /** Plays from `seconds` and brings the player into view. */
  seekTo: (seconds: number) => void;
  /** The video's length in seconds, when known: timestamps past it stay text. */
  duration: number | null;
}

const TimestampSeekContext = createContext<TimestampSeek | null>(null);

/**
 * Given by a page with a player (the watch page) around the text that talks about its video
 * (the description, the comments): their timestamps become buttons. Elsewhere they stay text.
 */
export const TimestampSeekProvider = TimestampSeekContext.Provider;

/** Someone else's site: opened in a new tab, and vouched for by nobody here. */
export const EXTERNAL_LINK_REL = 'nofollow ugc noopener noreferrer';

/** A path on this site when `href` is one of its pages (opened in the app), else null. */
function pathOnThisSite(href: string): string | null {
  const here = globalThis.location?.origin;
  if (!here) return null;
  const url = new URL(href);
  return url.origin === here ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * What someone wrote (a description, a comment, a post), drawn as text with its web addresses
 * as links and, inside a `TimestampSeekProvider`, its timestamps ('1:23') as buttons that seek
 * the player. Everything else stays text, so markup shows as typed; the caller's element keeps
 * the line breaks (`white-space: pre-wrap`).
 */
export function RichText({ text }: { text: string }) {
  const seek = useContext(TimestampSeekContext);
  const duration = seek?.duration ?? null;
  const seeks = seek !== null;
  const parts = useMemo(
    () => splitRichText(text, { timestamps: seeks ? { maxSeconds: duration } : false }),
    [text, seeks, duration],
  );

  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'text') return part.text;
        if (part.kind === 'timestamp') {
          return seek ? (
            <TimestampButton key={index} type="button" onClick={() => seek.seekTo(part.seconds)}>
              {part.text}
            </TimestampButton>
          ) : (
            part.text
          );
        }
        const path = pathOnThisSite(part.href);
        return path !== null ? (
          <InternalLink key={index} to={path}>
            {part.text}
          </InternalLink>
        ) : (
          <ExternalLink key={index} href={part.href} target="_blank" rel={EXTERNAL_LINK_REL}>
            {part.text}
          </ExternalLink>
        );
      })}
    </>
  );
}

/* Underlined, not told by colour alone: inside running text a reader who does not see the
   colour still finds the link. */
const linkLook = css`
  color: ${({ theme }) => theme.colors.link};
  border-radius: 2px;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 2px;

  &:hover {
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const ExternalLink = styled.a`
  ${linkLook}
`;

const InternalLink = styled(Link)`
  ${linkLook}
`;

const TimestampButton = styled.button`
  ${linkLook}
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;
