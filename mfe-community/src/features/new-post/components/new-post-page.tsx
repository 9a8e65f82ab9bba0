import {
  Avatar,
  Button,
  ButtonLink,
  createPost,
  hrefs,
  notify,
  PageHeader,
  POST_MAX_LENGTH,
  useCurrentUser,
  useDocumentTitle,
  VisuallyHidden,
  useNavigate,
} from '@kinora/shared';
import { TextArea } from '@kinora/shared/forms';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { postMessages } from '../../../lib/posts';

/**
 * /add-tweet (signed-in only, the shell guards it): idle, then submitting ('Posting...'), then off
 * to the author's community tab on success, or back to idle with the text kept on failure.
 */
export function NewPostPage() {
  const t = useT();
  const title = t('Create a New Post');
  useDocumentTitle(title);
  const viewer = useCurrentUser();
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submitting || !viewer) return;
    const messages = postMessages(t);
    const trimmed = content.trim();
    if (!trimmed) {
      notify.error(messages.empty);
      return;
    }
    setSubmitting(true);
    try {
      const created = await createPost({ content: trimmed });
      notify.success(created.held ? messages.held : messages.posted);
      void navigate(hrefs.channelCommunity(viewer.username));
    } catch {
      notify.error(messages.postFailed);
      setSubmitting(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Page>
      <PageHeader title={title} />
      <Composer onSubmit={(event) => void submit(event)} aria-label={title}>
        <Avatar src={viewer?.avatar} alt="" size={48} />
        <Fields>
          <TextArea
            label={<VisuallyHidden>{t('Post content')}</VisuallyHidden>}
            placeholder={t("What's happening?")}
            rows={5}
            maxLength={POST_MAX_LENGTH}
            showCount
            value={content}
            onChange={(event) => setContent(event.target.value)}
            onKeyDown={onKeyDown}
            readOnly={submitting}
            autoFocus
          />
          <Buttons>
            <ButtonLink to={hrefs.community()} $variant="ghost">
              {t('Cancel')}
            </ButtonLink>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('Posting...') : t('Post')}
            </Button>
          </Buttons>
        </Fields>
      </Composer>
    </Page>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`;

const Composer = styled.form`
  display: flex;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  > img {
    display: none;
  }

  ${({ theme }) => theme.media.sm} {
    padding: 20px;

    > img {
      display: block;
    }
  }
`;

const Fields = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
