import { Avatar, Button, FormError, useCurrentUser } from '@kinora/shared';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { COMMENT_MESSAGES } from '../hooks/use-comment-thread';

export interface CommentFormProps {
  onPost: (content: string) => Promise<boolean>;
  /** The reply box: smaller avatar, 'Reply' button, Cancel always shown, focused when opened. */
  reply?: { onCancel: () => void; initialValue?: string };
}

/**
 * 'Add a comment...' (or a thread's reply box). Pressing Comment on an empty box says why nothing
 * was posted, next to the box, rather than doing nothing.
 */
export function CommentForm({ onPost, reply }: CommentFormProps) {
  const me = useCurrentUser();
  const [value, setValue] = useState(reply?.initialValue ?? '');
  const [sending, setSending] = useState(false);
  const [emptyError, setEmptyError] = useState(false);
  const errorId = useId();
  const label = reply ? 'Add a reply' : 'Add a comment';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = value.trim();
    if (sending) return;
    if (!content) {
      setEmptyError(true);
      return;
    }
    setSending(true);
    const posted = await onPost(content);
    setSending(false);
    if (posted) setValue('');
  };

  return (
    <Form onSubmit={(event) => void submit(event)} $compact={Boolean(reply)}>
      <Avatar src={me?.avatar} alt="" size={reply ? 24 : 40} />
      <Body>
        <Input
          aria-label={label}
          aria-invalid={emptyError || undefined}
          aria-describedby={emptyError ? errorId : undefined}
          rows={reply ? 1 : 2}
          placeholder={`${label}...`}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (event.target.value.trim()) setEmptyError(false);
          }}
          disabled={sending}
          // A reply box opens on a deliberate click on Reply, so focus belongs in it.
          autoFocus={Boolean(reply)}
        />
        {emptyError ? <FormError id={errorId}>{COMMENT_MESSAGES.empty}</FormError> : null}
        <Buttons>
          {value || reply ? (
            <Button
              $variant="ghost"
              $size={reply ? 'sm' : 'md'}
              onClick={() => {
                setValue('');
                setEmptyError(false);
                reply?.onCancel();
              }}
              disabled={sending}
            >
              Cancel
            </Button>
          ) : null}
          <Button type="submit" $size={reply ? 'sm' : 'md'} disabled={sending}>
            {sending ? 'Posting...' : reply ? 'Reply' : 'Comment'}
          </Button>
        </Buttons>
      </Body>
    </Form>
  );
}

const Form = styled.form<{ $compact: boolean }>`
  display: flex;
  gap: 12px;
  margin-bottom: ${({ $compact }) => ($compact ? '0' : '24px')};
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
