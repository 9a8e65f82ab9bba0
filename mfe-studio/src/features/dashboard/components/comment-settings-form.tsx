import {
  Button,
  FormError,
  getErrorMessage,
  notify,
  type ChannelCommentSettings,
  type CommentPolicy,
  type Translate,
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
import { useT } from '../../../i18n';

/** The channel's policies as the settings offer them. */
const commentPolicyTexts = (
  t: Translate,
): Record<CommentPolicy, { label: string; hint: string }> => ({
  on: {
    label: t('Anyone can comment'),
    hint: t('Comments appear at once, unless they contain one of your blocked words.'),
  },
  held: {
    label: t('Hold all comments for review'),
    hint: t('Each comment waits in the list above until you approve it.'),
  },
  off: {
    label: t('Turn comments off'),
    hint: t('Nobody can comment, and the comments already posted are hidden.'),
  },
});

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
  const t = useT();
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
      notify.success(t('Comment settings saved.'));
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(failure, t('Could not save the comment settings. Please try again.')),
      });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={saving}>
      <Fields>
        <ChoiceField
          legend={t('Who can comment on your videos')}
          choices={COMMENT_POLICIES}
          text={commentPolicyTexts(t)}
          value={form.values.commentPolicy}
          onChange={(policy) => form.setValue('commentPolicy', policy)}
          disabled={saving}
        />
        <TextArea
          label={t('Blocked words, one per line')}
          name="blockedWords"
          rows={6}
          {...form.field('blockedWords')}
          disabled={saving}
          error={errors.blockedWords}
          hint={t(
            'Comments and replies to your posts that contain these words are held for your review. Matching ignores case and is by whole word.',
          )}
        />
        {errors.form ? <FormError>{errors.form}</FormError> : null}
        <FormActions>
          <Button
            $variant="ghost"
            onClick={() => form.reset(valuesOf(settings))}
            disabled={saving || !dirty}
          >
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={saving || !dirty}>
            {saving ? t('Saving...') : t('Save')}
          </Button>
        </FormActions>
      </Fields>
    </form>
  );
}
