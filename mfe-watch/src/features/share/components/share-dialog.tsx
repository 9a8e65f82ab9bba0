import { Button, Dialog, formatDuration, notify } from '@kinora/shared';
import { Checkbox } from '@kinora/shared/forms';
import { useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useT } from '../../../i18n';
import { embedCode, shareUrl } from './share-links';

/*
 * The toasts' words in English, as they were named before the interface spoke another language;
 * the dialog says them in the interface's.
 */
export const LINK_COPIED = 'Link copied to clipboard.';
export const EMBED_COPIED = 'Embed code copied to clipboard.';
export const COPY_BY_HAND = 'Could not copy automatically: the text is selected, press Ctrl+C.';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  videoId: string;
  title: string;
  /** Own videos can be embedded elsewhere (YouTube ones have YouTube's own embed). */
  embeddable: boolean;
  /** Whole seconds into the video when the dialog opened; 0 offers no start time. */
  startSeconds: number;
}

/**
 * Copies text, or where the browser refuses (no permission, an insecure origin) selects it in
 * its read-only field so the person can copy it by hand, and tells them so (`byHand`).
 */
async function copyText(
  text: string,
  field: HTMLInputElement | HTMLTextAreaElement | null,
  byHand: string,
) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.focus();
    field?.select();
    notify.error(byHand);
    return false;
  }
}

/** Share: the link (optionally at the current time) and, for own videos, the embed code. */
export function ShareDialog({
  open,
  onClose,
  videoId,
  title,
  embeddable,
  startSeconds,
}: ShareDialogProps) {
  const t = useT();
  const [atTime, setAtTime] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const embedRef = useRef<HTMLTextAreaElement>(null);
  const ids = { link: useId(), embed: useId() };
  const origin = window.location.origin;
  const start = atTime && startSeconds >= 1 ? startSeconds : null;
  const link = shareUrl(origin, videoId, start);
  const embed = embedCode(origin, videoId, title, start);

  const byHand = t('Could not copy automatically: the text is selected, press Ctrl+C.');

  const copyLink = async () => {
    if (await copyText(link, linkRef.current, byHand))
      notify.success(t('Link copied to clipboard.'));
  };
  const copyEmbed = async () => {
    if (await copyText(embed, embedRef.current, byHand))
      notify.success(t('Embed code copied to clipboard.'));
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('Share')} width={560} initialFocusRef={linkRef}>
      <Body>
        <Section>
          <Label htmlFor={ids.link}>{t('Link')}</Label>
          <Row>
            <Field
              id={ids.link}
              ref={linkRef}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={() => void copyLink()}>{t('Copy link')}</Button>
          </Row>
          {startSeconds >= 1 ? (
            <Checkbox
              label={t('Start at {{time}}', { time: formatDuration(startSeconds) })}
              checked={atTime}
              onChange={(event) => setAtTime(event.target.checked)}
            />
          ) : null}
        </Section>
        {embeddable ? (
          <Section>
            <Label htmlFor={ids.embed}>{t('Embed')}</Label>
            <Code
              id={ids.embed}
              ref={embedRef}
              readOnly
              rows={4}
              value={embed}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button $variant="secondary" onClick={() => void copyEmbed()}>
              {t('Copy embed code')}
            </Button>
          </Section>
        ) : null}
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  width: 100%;
`;

const fieldStyles = css`
  width: 100%;
  min-width: 0;
  padding: 8px 12px;
  font-size: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.inputBackground};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const Field = styled.input`
  ${fieldStyles}
  flex: 1;
`;

const Code = styled.textarea`
  ${fieldStyles}
  resize: none;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
`;
