import {
  Button,
  FormError,
  getErrorMessage,
  notify,
  type ChannelCommentSettings,
  type CommentPolicy,
} from '@kinora/shared';
import { TextArea, useForm } from '@kinora/shared/forms';
import { COMMENT_POLICIES, saveCommentSettings } from '@kinora/shared/moderation';
import {
  blockedWordsProblem,
  formatBlockedWords,
  parseBlockedWords,
} from '../../../lib/blocked-words';
import { ChoiceField } from '../../../lib/choice-field';
import { Fields, FormActions } from '../../../lib/form-fields';

export const COMMENT_SETTINGS_SAVED = 'Comment settings saved.';
const SAVE_FAILED = 'Could not save the comment settings. Please try again.';

/** The channel's policies as the settings offer them. */
export const COMMENT_POLICY_TEXT: Record<CommentPolicy, { label: string; hint: string }> = {
  on: {
    label: 'Anyone can comment',
    hint: 'Comments appear at once, unless they contain one of your blocked words.',
  },
  held: {
    label: 'Hold all comments for review',
    hint: 'Each comment waits in the list above until you approve it.',
  },
  off: {
    label: 'Turn comments off',
    hint: 'Nobody can comment, and the comments already posted are hidden.',
  },
};

interface CommentSettingsFormProps {
  settings: ChannelCommentSettings;
  onSaved: (settings: ChannelCommentSettings) => void;
}

interface Values {
  commentPolicy: CommentPolicy;
  blockedWords: string;
}

const valuesOf = (settings: ChannelCommentSettings): Values => ({
  commentPolicy: settings.commentPolicy,
  blockedWords: formatBlockedWords(settings.blockedWords),
});

const settingsOf = (values: Values): ChannelCommentSettings => ({
  commentPolicy: values.commentPolicy,
  blockedWords: parseBlockedWords(values.blockedWords),
});

/** The channel's comment policy (for videos without one of their own) and its blocked words. */
export function CommentSettingsForm({ settings, onSaved }: CommentSettingsFormProps) {
  const form = useForm(valuesOf(settings));
  const { errors } = form;
  const saving = form.submitting;
  const next = settingsOf(form.values);
  const dirty =
    next.commentPolicy !== settings.commentPolicy ||
    formatBlockedWords(next.blockedWords) !== formatBlockedWords(settings.blockedWords);

  const submit = async (values: Values) => {
    const body = settingsOf(values);
    const wordsProblem = blockedWordsProblem(body.blockedWords);
    form.setErrors(wordsProblem ? { blockedWords: wordsProblem } : {});
    if (wordsProblem) return;
    try {
      const saved = await saveCommentSettings(body);
      onSaved(saved);
      form.reset(valuesOf(saved));
      notify.success(COMMENT_SETTINGS_SAVED);
    } catch (failure) {
      form.setErrors({ form: getErrorMessage(failure, SAVE_FAILED) });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={saving}>
      <Fields>
        <ChoiceField
          legend="Who can comment on your videos"
          choices={COMMENT_POLICIES}
          text={COMMENT_POLICY_TEXT}
          value={form.values.commentPolicy}
          onChange={(policy) => form.setValue('commentPolicy', policy)}
          disabled={saving}
        />
        <TextArea
          label="Blocked words, one per line"
          name="blockedWords"
          rows={6}
          {...form.field('blockedWords')}
          disabled={saving}
          error={errors.blockedWords}
          hint="Comments and replies to your posts that contain these words are held for your review. Matching ignores case and is by whole word."
        />
        {errors.form ? <FormError>{errors.form}</FormError> : null}
        <FormActions>
          <Button
            $variant="ghost"
            onClick={() => form.reset(valuesOf(settings))}
            disabled={saving || !dirty}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={saving || !dirty}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </FormActions>
      </Fields>
    </form>
  );
}
