import { Button, type ButtonVariant } from '@kinora/shared';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** One button of a card's action row. */
export interface ReviewAction {
  /** Tells the buttons of one card apart; stays the same while the label changes. */
  id: string;
  /** What the button says: 'Approve', or 'Approving...' while that is sent. */
  label: string;
  /** Its accessible name where the label alone would be the same on every card of a list. */
  name?: string;
  variant?: ButtonVariant;
  /** The button opens a dialog that asks first. */
  opensDialog?: boolean;
  onClick: () => void;
}

interface ReviewCardProps {
  /** Who or what the card is about; it names the card. */
  title: ReactNode;
  /** The title is a heading of this level; without it, a name (a held item's author). */
  headingLevel?: 2 | 3;
  /** Drawn before the title: the author's avatar. */
  avatar?: ReactNode;
  /** A muted line beside the title: when it was written, how many reported it. */
  details?: ReactNode;
  /** What has become of it, once decided: 'Approved', 'Resolved'. */
  badge?: string | null | undefined;
  /** The item itself and what is known about it. */
  children: ReactNode;
  /** What a reviewer can do now; none once it is decided. */
  actions: readonly ReviewAction[];
  /** After the buttons, on the right: a link to the item's history. */
  trailing?: ReactNode;
  /** A decision is under way: every button waits for it. */
  busy?: boolean;
  /** The card stands inside a section of the surface's colour: it takes the page's to stand out. */
  nested?: boolean;
}

/**
 * The frame of everything the studio puts up for review (an application for an account, a
 * reported item, a held comment or post): who or what and when, the item, and a row of buttons.
 */
export function ReviewCard({
  title,
  headingLevel,
  avatar,
  details,
  badge,
  children,
  actions,
  trailing,
  busy = false,
  nested = false,
}: ReviewCardProps) {
  const titleId = useId();
  const Title = headingLevel === undefined ? 'span' : (`h${headingLevel}` as const);
  return (
    <Card aria-labelledby={titleId} $nested={nested}>
      <Header>
        {avatar}
        <HeaderLine>
          <TitleText as={Title} id={titleId}>
            {title}
          </TitleText>
          {details ? <Details>{details}</Details> : null}
          {badge ? <Badge>{badge}</Badge> : null}
        </HeaderLine>
      </Header>
      {children}
      {actions.length > 0 || trailing ? (
        <Actions>
          {actions.map((action) => (
            <Button
              key={action.id}
              $size="sm"
              $variant={action.variant ?? 'primary'}
              disabled={busy}
              aria-haspopup={action.opensDialog ? 'dialog' : undefined}
              aria-label={action.name}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
          {trailing}
        </Actions>
      ) : null}
    </Card>
  );
}

const Card = styled.article<{ $nested: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $nested }) => ($nested ? theme.colors.background : theme.colors.surface)};
  overflow-wrap: anywhere;
`;

/* The avatar stays centred on the line of the title, which wraps under itself on a phone. */
const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
`;

const HeaderLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  min-width: 0;
`;

const TitleText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Details = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badge = styled.span`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/** The column a list of review cards stands in, one card a list item. */
export const ReviewList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
