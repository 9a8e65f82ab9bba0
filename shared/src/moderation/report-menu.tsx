import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import {
  hrefs,
  IconButton,
  Link,
  MenuItem,
  MenuPanel,
  SvgIcon,
  useCurrentUser,
  usePopover,
  useReturnState,
  useSharedT,
  type BlockScope,
  type ChannelProfile,
  type IconProps,
  type ReportItemKind,
} from '@kinora/shared';
import { BlockDialog } from './block-dialog';
import { BlockIcon } from './block-icon';
import { changeBlock, type BlockedUser } from './change-block';

// The dialog, its form and its words load when someone reports, never with the page.
const ReportDialog = lazy(() => import('./report-dialog'));

/** What a report is about. */
export interface ReportTarget {
  kind: ReportItemKind;
  /** The video's, comment's or post's id; a channel's user id. */
  id: string;
  /** Whose it is: one's own things offer no report. */
  ownerId?: string | null;
  /** For a video: where the player is, read when the dialog opens (it offers that moment). */
  currentTime?: () => number;
}

/** Remove in the menu, before Report: what a viewer may take down of someone else's. */
export interface ReportMenuRemove {
  /** 'Remove'. */
  label: string;
  /** Asks first (the menu closes); the menu does not remove anything itself. */
  onSelect: () => void;
}

/** Block user in the menu: its owner, whom a signed-in viewer may block (never themselves). */
export interface ReportMenuBlock {
  user: BlockedUser;
  /** The viewer's block of them, when the page knows it (a channel's): Unblock is offered then. */
  scope?: BlockScope | null;
  /** A comment on the viewer's own video: Hide user from channel is offered too. */
  canHide?: boolean;
}

export interface ReportMenuProps {
  target: ReportTarget;
  /** For a viewer who may take it down (the video's owner, of a comment on it). */
  remove?: ReportMenuRemove;
  /** Block (and hide, unblock) the item's owner. */
  block?: ReportMenuBlock;
  /** Names the "…" button and its menu: 'More actions for this comment'. */
  label: string;
  size?: 'sm' | 'md';
  /** The side of the button the menu lines up with: its end (right) by default. */
  align?: 'start' | 'end';
}

const MoreIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </SvgIcon>
);

const FlagIcon = (props: IconProps) => (
  <SvgIcon width={20} height={20} {...props}>
    <path d="M4 22V4a1 1 0 0 1 1-1h13l-2.5 5L18 13H5" />
  </SvgIcon>
);

const HideIcon = (props: IconProps) => (
  <SvgIcon width={20} height={20} {...props}>
    <path d="M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a15.6 15.6 0 0 1-2.6 3.2M6.6 6.6C4.2 8.2 3 12 3 12s4 6 9 6a8.7 8.7 0 0 0 4.4-1.2M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </SvgIcon>
);

const TrashIcon = (props: IconProps) => (
  <SvgIcon width={20} height={20} {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </SvgIcon>
);

/**
 * The "…" menu of a video, comment, post or channel: Report for a signed-in person (the dialog
 * loads then), "Sign in to report" for a visitor (back here afterwards), nothing on one's own.
 * With `block`, a signed-in person may also block the owner (after asking), hide them from their
 * channel, or unblock them.
 */
export function ReportMenu({
  target,
  remove,
  block,
  label,
  size = 'sm',
  align = 'end',
}: ReportMenuProps) {
  const t = useSharedT();
  const me = useCurrentUser();
  const returnState = useReturnState();
  const { open, setOpen, popupId, wrapperRef, popupRef, buttonRef, buttonProps } = usePopover();
  // The second the video was at when Report was chosen; set while the dialog shows.
  const [reportingAt, setReportingAt] = useState<number | null>(null);
  // The block being asked about; set while its question shows.
  const [blocking, setBlocking] = useState<BlockScope | null>(null);

  // The menu item that opened a dialog is gone: focus goes back to the "…" button once the
  // dialog has closed (while it is open, the page behind it cannot take focus).
  const dialogOpen = reportingAt !== null || blocking !== null;
  const hadDialog = useRef(false);
  useEffect(() => {
    if (hadDialog.current && !dialogOpen) buttonRef.current?.focus();
    hadDialog.current = dialogOpen;
  }, [dialogOpen, buttonRef]);

  if (me && target.ownerId && me._id === target.ownerId) return null;

  const startReport = () => {
    setOpen(false);
    setReportingAt(Math.max(0, Math.floor(target.currentTime?.() ?? 0)));
  };
  const endReport = () => setReportingAt(null);
  const blockable = me && block && block.user._id !== me._id ? block : null;
  const scope = blockable?.scope ?? null;
  const ask = (asked: BlockScope) => {
    setOpen(false);
    setBlocking(asked);
  };

  return (
    <Wrapper ref={wrapperRef}>
      <IconButton
        {...buttonProps}
        aria-label={label}
        aria-haspopup="menu"
        size={size === 'sm' ? 'sm' : 'md'}
      >
        <MoreIcon width={size === 'sm' ? 18 : 22} height={size === 'sm' ? 18 : 22} />
      </IconButton>
      {open ? (
        <Menu ref={popupRef} id={popupId} role="menu" aria-label={label} $align={align}>
          {me && remove ? (
            <Item
              as="button"
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                remove.onSelect();
              }}
            >
              <TrashIcon /> {remove.label}
            </Item>
          ) : null}
          {blockable?.canHide && scope === null ? (
            <Item as="button" type="button" role="menuitem" onClick={() => ask('channel')}>
              <HideIcon /> {t('Hide user from channel')}
            </Item>
          ) : null}
          {blockable && scope !== 'everywhere' ? (
            <Item as="button" type="button" role="menuitem" onClick={() => ask('everywhere')}>
              <BlockIcon /> {t('Block user')}
            </Item>
          ) : null}
          {blockable && scope !== null ? (
            <Item
              as="button"
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                void changeBlock(blockable.user, null);
              }}
            >
              <BlockIcon /> {t('Unblock')}
            </Item>
          ) : null}
          {me ? (
            <Item as="button" type="button" role="menuitem" onClick={startReport}>
              <FlagIcon /> {t('Report')}
            </Item>
          ) : (
            <Item
              as={Link}
              role="menuitem"
              to={hrefs.login()}
              state={returnState}
              onClick={() => setOpen(false)}
            >
              <FlagIcon /> {t('Sign in to report')}
            </Item>
          )}
        </Menu>
      ) : null}
      {reportingAt !== null ? (
        <Suspense fallback={null}>
          <ReportDialog
            kind={target.kind}
            itemId={target.id}
            {...(target.currentTime ? { startAt: reportingAt } : {})}
            onClose={endReport}
          />
        </Suspense>
      ) : null}
      {blockable && blocking !== null ? (
        <BlockDialog user={blockable.user} scope={blocking} onClose={() => setBlocking(null)} />
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const Menu = styled(MenuPanel)<{ $align: 'start' | 'end' }>`
  top: calc(100% + 4px);
  ${({ $align }) =>
    $align === 'end'
      ? css`
          right: 0;
        `
      : css`
          left: 0;

          /* A phone has no room to the right of a button past its middle: end there too. */
          @media (max-width: 600px) {
            left: auto;
            right: 0;
          }
        `}
  z-index: 20;
  min-width: 200px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Item = styled(MenuItem)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

/**
 * The "…" menu of a channel's header, for `ChannelFrame`'s `menu`: Report the channel, and block
 * it (or unblock it, when the viewer has).
 */
export function channelReportMenu(channel: ChannelProfile) {
  return <ChannelReportMenu channel={channel} />;
}

function ChannelReportMenu({ channel }: { channel: ChannelProfile }) {
  const t = useSharedT();
  return (
    <ReportMenu
      target={{ kind: 'channel', id: channel._id, ownerId: channel._id }}
      block={{ user: channel, scope: channel.blockScope }}
      label={t('More actions for this channel')}
      size="md"
    />
  );
}
