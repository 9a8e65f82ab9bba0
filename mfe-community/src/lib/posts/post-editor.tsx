import { Button, TextArea, TWEET_MAX_LENGTH, VisuallyHidden } from '@kinora/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

export interface PostEditorProps {
  initialContent: string;
  saving: boolean;
  /** Resolves true when the editor may close. */
  onSave: (content: string) => Promise<boolean>;
  onCancel: () => void;
}

/** Inline editing of a post: the same 280-character rule as a new one; Escape cancels. */
export function PostEditor({ initialContent, saving, onSave, onCancel }: PostEditorProps) {
  const [content, setContent] = useState(initialContent);
  const areaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  }, []);

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (saving) return;
    if (await onSave(content)) onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <TextArea
        ref={areaRef}
        label={<VisuallyHidden>Edit post</VisuallyHidden>}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={TWEET_MAX_LENGTH}
        rows={4}
        showCount
        readOnly={saving}
      />
      <Buttons>
        <Button $variant="ghost" $size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" $size="sm" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 8px;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
