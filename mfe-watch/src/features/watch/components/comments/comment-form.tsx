import { Avatar, Button, useCurrentUser } from '@kinora/shared';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

/** 'Add a comment...': whitespace-only input is ignored without a word, as there is nothing to post. */
export function CommentForm({ onPost }: { onPost: (content: string) => Promise<boolean> }) {
  const me = useCurrentUser();
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = value.trim();
    if (!content || sending) return;
    setSending(true);
    const posted = await onPost(content);
    setSending(false);
    if (posted) setValue('');
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <Avatar src={me?.avatar} alt="" size={40} />
      <Body>
        <Input
          aria-label="Add a comment"
          rows={2}
          placeholder="Add a comment..."
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={sending}
        />
        <Buttons>
          {value ? (
            <Button $variant="ghost" onClick={() => setValue('')} disabled={sending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={sending}>
            {sending ? 'Posting...' : 'Comment'}
          </Button>
        </Buttons>
      </Body>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: 12px;
  margin-bottom: 24px;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  flex: 1;
  min-width: 0;
`;

export const Input = styled.textarea`
  width: 100%;
  padding: 8px 0;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  resize: vertical;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline: none;
    border-bottom: 2px solid ${({ theme }) => theme.colors.text};
  }
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
