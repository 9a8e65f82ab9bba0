import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Avatar, Button, type ButtonSize, useCurrentUser, useSharedT } from '@kinora/shared';
import { TextArea } from '@kinora/shared/forms';

/** The words of one compose box; each discussion gives its own. */
export interface DiscussionComposerTexts {
  /** The field's label: visible text, or wrapped in VisuallyHidden for screen readers only. */
  label: ReactNode;
  placeholder: string;
  /** The submit button: 'Comment', 'Reply'. */
  submit: string;
  /** Said under the field when it is sent blank. */
  empty: string;
  /** A quiet line under the field on what happens to what is posted (held for review). */
  hint?: string;
}

export interface DiscussionComposerProps {
  texts: DiscussionComposerTexts;
  /** Resolves true when posted, so the box clears itself; false keeps the text to try again. */
  onPost: (content: string) => Promise<boolean>;
  /** A box that closes (a reply's): Cancel always shows and calls it. */
  onCancel?: () => void;
  initialValue?: string;
  /** The same limit as the discussion's entries (posts: 280), shown as a counter. */
  maxLength?: number;
  avatarSize?: number;
  rows?: number;
  buttonSize?: ButtonSize;
  /** A box opened by a deliberate click (Reply) takes the focus. */
  autoFocus?: boolean;
}

/**
 * The box that adds an entry to a discussion (a comment, a reply), beside the viewer's avatar.
 * Sending it blank says why nothing was posted, next to the box, rather than doing nothing.
 */
export function DiscussionComposer({
  texts,
  onPost,
  onCancel,
  initialValue = '',
  maxLength,
  avatarSize = 40,
  rows = 2,
  buttonSize = 'sm',
  autoFocus = false,
}: DiscussionComposerProps) {
  const t = useSharedT();
  const me = useCurrentUser();
  const [value, setValue] = useState(initialValue);
  const [sending, setSending] = useState(false);
  const [empty, setEmpty] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const content = value.trim();
    if (!content) {
      setEmpty(true);
      return;
    }
    setSending(true);
    const posted = await onPost(content);
    setSending(false);
    if (posted) setValue('');
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <Avatar src={me?.avatar} alt="" size={avatarSize} />
      <Body>
        <TextArea
          label={texts.label}
          placeholder={texts.placeholder}
          rows={rows}
          value={value}
          disabled={sending}
          autoFocus={autoFocus}
          {...(maxLength ? { maxLength, showCount: true } : {})}
          {...(texts.hint ? { hint: texts.hint } : {})}
          {...(empty ? { error: texts.empty } : {})}
          onChange={(event) => {
            setValue(event.target.value);
            if (event.target.value.trim()) setEmpty(false);
          }}
        />
        <Buttons>
          {value || onCancel ? (
            <Button
              $variant="ghost"
              $size={buttonSize}
              disabled={sending}
              onClick={() => {
                setValue('');
                setEmpty(false);
                onCancel?.();
              }}
            >
              {t('Cancel')}
            </Button>
          ) : null}
          <Button type="submit" $size={buttonSize} disabled={sending}>
            {sending ? t('Posting...') : texts.submit}
          </Button>
        </Buttons>
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

const Buttons = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
`;
