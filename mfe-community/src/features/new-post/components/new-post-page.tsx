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
import { POST_MESSAGES } from '../../../lib/posts';

const TITLE = 'Create a New Post';

/**
 * /add-tweet (signed-in only, the shell guards it): idle, then submitting ('Posting...'), then off
 * to the author's community tab on success, or back to idle with the text kept on failure.
 */
export function NewPostPage() {
  useDocumentTitle(TITLE);
  const viewer = useCurrentUser();
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submitting || !viewer) return;
    const trimmed = content.trim();
    if (!trimmed) {
      notify.error(POST_MESSAGES.empty);
      return;
    }
    setSubmitting(true);
    try {
      const created = await createPost({ content: trimmed });
      notify.success(created.held ? POST_MESSAGES.held : POST_MESSAGES.posted);
      void navigate(hrefs.channelCommunity(viewer.username));
    } catch {
      notify.error(POST_MESSAGES.postFailed);
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
      <PageHeader title={TITLE} />
      <Composer onSubmit={(event) => void submit(event)} aria-label={TITLE}>
        <Avatar src={viewer?.avatar} alt="" size={48} />
        <Fields>
          <TextArea
            label={<VisuallyHidden>Post content</VisuallyHidden>}
            placeholder="What's happening?"
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
              Cancel
            </ButtonLink>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Posting...' : 'Post'}
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
