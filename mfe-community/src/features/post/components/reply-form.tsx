import { Avatar, Button, TextArea, TWEET_MAX_LENGTH, useCurrentUser } from '@kinora/shared';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { POST_MESSAGES } from '../../../lib/posts';

/** The reply box under a post: same limit and empty rule as a new post ('Tweet cannot be empty.'). */
export function ReplyForm({ onReply }: { onReply: (content: string) => Promise<boolean> }) {
  const me = useCurrentUser();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const [empty, setEmpty] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const trimmed = content.trim();
    if (!trimmed) {
      setEmpty(true);
      return;
    }
    setSending(true);
    const posted = await onReply(trimmed);
    setSending(false);
    if (posted) setContent('');
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <Avatar src={me?.avatar} alt="" size={32} />
      <Body>
        <TextArea
          label="Reply to this post"
          placeholder="Post your reply"
          rows={2}
          maxLength={TWEET_MAX_LENGTH}
          value={content}
          disabled={sending}
          showCount
          {...(empty ? { error: POST_MESSAGES.empty } : {})}
          onChange={(event) => {
            setContent(event.target.value);
            if (event.target.value.trim()) setEmpty(false);
          }}
        />
        <Footer>
          <Button type="submit" $size="sm" disabled={sending}>
            {sending ? 'Posting...' : 'Reply'}
          </Button>
        </Footer>
      </Body>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: 12px;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
`;
