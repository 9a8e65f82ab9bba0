import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, useSharedT, VisuallyHidden } from '@kinora/shared';
import { TextArea } from '@kinora/shared/forms';

export interface DiscussionEditorProps {
  /** The field's name for screen readers: 'Edit comment', 'Edit post'. */
  label: string;
  initialContent: string;
  /** Said under the field when Save is pressed on blank text. */
  emptyMessage: string;
  /** The same limit as a new entry (posts: 280); shown as a counter. */
  maxLength?: number;
  rows?: number;
  /**
   * Sends the trimmed text, only when it is not blank and differs from the original. Resolves
   * true when saved; false keeps the editor open with the draft.
   */
  onSave: (content: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Inline editing of one's own entry of a discussion: Save or Cancel, Escape cancels and
 * Ctrl/⌘+Enter saves; saving the same words just closes it.
 */
export function DiscussionEditor({
  label,
  initialContent,
  emptyMessage,
  maxLength,
  rows = 3,
  onSave,
  onClose,
}: DiscussionEditorProps) {
  const t = useSharedT();
  const [draft, setDraft] = useState(initialContent);
  const [saving, setSaving] = useState(false);
  const [empty, setEmpty] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);

  // Editing starts with a deliberate click on Edit, so focus moves here, after the text.
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  }, []);

  const save = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (saving) return;
    const content = draft.trim();
    if (!content) {
      setEmpty(true);
      return;
    }
    if (content === initialContent) {
      onClose();
      return;
    }
    setSaving(true);
    const saved = await onSave(content);
    setSaving(false);
    if (saved) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <Form onSubmit={(event) => void save(event)}>
      <TextArea
        ref={areaRef}
        label={<VisuallyHidden>{label}</VisuallyHidden>}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.trim()) setEmpty(false);
        }}
        onKeyDown={onKeyDown}
        rows={rows}
        readOnly={saving}
        {...(maxLength ? { maxLength, showCount: true } : {})}
        {...(empty ? { error: emptyMessage } : {})}
      />
      <Buttons>
        <Button $variant="ghost" $size="sm" onClick={onClose} disabled={saving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" $size="sm" disabled={saving}>
          {saving ? t('Saving...') : t('Save')}
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
