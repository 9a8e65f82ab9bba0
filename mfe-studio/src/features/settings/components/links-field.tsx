import {
  Button,
  CHANNEL_LINK_TITLE_MAX_LENGTH,
  CHANNEL_LINK_URL_MAX_LENGTH,
  CHANNEL_LINKS_MAX,
  type ChannelLink,
} from '@kinora/shared';
import { TextField } from '@kinora/shared/forms';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import type { LinkErrors } from '../lib/link-drafts';

/** The start of every address, as a hint in an empty field: the same in every language. */
const ADDRESS_START = 'https://';

interface LinksFieldProps {
  links: ChannelLink[];
  onChange: (links: ChannelLink[]) => void;
  errors: LinkErrors[];
  disabled: boolean;
}

/** Up to five links (title and address), shown on the channel's About tab. */
export function LinksField({ links, onChange, errors, disabled }: LinksFieldProps) {
  const t = useT();
  const edit = (index: number, change: Partial<ChannelLink>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...change } : link)));

  return (
    <Wrapper>
      {links.map((link, index) => (
        // Rows have no identity of their own; the position is what the person edits.
        <Row key={index} role="group" aria-label={t('Link {{number}}', { number: index + 1 })}>
          <TextField
            label={t('Title')}
            value={link.title}
            maxLength={CHANNEL_LINK_TITLE_MAX_LENGTH}
            disabled={disabled}
            error={errors[index]?.title}
            onChange={(event) => edit(index, { title: event.target.value })}
          />
          <TextField
            label={t('URL')}
            type="url"
            inputMode="url"
            placeholder={ADDRESS_START}
            value={link.url}
            maxLength={CHANNEL_LINK_URL_MAX_LENGTH}
            disabled={disabled}
            error={errors[index]?.url}
            onChange={(event) => edit(index, { url: event.target.value })}
          />
          <Remove
            $variant="ghost"
            disabled={disabled}
            aria-label={t('Remove link {{number}}', { number: index + 1 })}
            onClick={() => onChange(links.filter((_, i) => i !== index))}
          >
            {t('Remove')}
          </Remove>
        </Row>
      ))}
      {links.length < CHANNEL_LINKS_MAX ? (
        <div>
          <Button
            $variant="secondary"
            disabled={disabled}
            onClick={() => onChange([...links, { title: '', url: '' }])}
          >
            {t('Add link')}
          </Button>
        </div>
      ) : (
        <Note>{t('You can show up to {{count}} links.', { count: CHANNEL_LINKS_MAX })}</Note>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Row = styled.div`
  display: grid;
  gap: 8px;
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
    align-items: start;
    gap: 12px;
  }
`;

const Remove = styled(Button)`
  justify-self: start;

  ${({ theme }) => theme.media.md} {
    margin-top: 26px;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
