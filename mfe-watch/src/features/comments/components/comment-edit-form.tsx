import { Button } from '@kinora/shared';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Input } from './comment-form';

export interface CommentEditFormProps {
  initialContent: string;
  /** Resolves true when saved; false keeps the editor open with the draft. */
  onSave: (content: string) => Promise<boolean>;
  onClose: () => void;
}

/** Edit mode of one's own comment: Save or Cancel; saving the same words just closes it. */
export function CommentEditForm({ initialContent, onSave, onClose }: CommentEditFormProps) {
  const [draft, setDraft] = useState(initialContent);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || busy) return;
    if (content === initialContent) {
      onClose();
      return;
    }
    setBusy(true);
    const saved = await onSave(content);
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Form onSubmit={(event) => void save(event)}>
      <Input
        aria-label="Edit comment"
        rows={3}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        disabled={busy}
        // Editing starts with a deliberate click on Edit, so moving focus here is expected.
        autoFocus
      />
      <Buttons>
        <Button $variant="ghost" $size="sm" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" $size="sm" disabled={busy}>
          Save
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
