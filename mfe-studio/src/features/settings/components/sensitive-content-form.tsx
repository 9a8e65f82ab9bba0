import {
  Button,
  FormError,
  getErrorMessage,
  notify,
  updateAccount,
  useSiteInfo,
  type SensitiveContentMode,
  type User,
} from '@kinora/shared';
import { useForm } from '@kinora/shared/forms';
import { ChoiceField } from '../../../lib/choice-field';
import { Fields, FormActions } from '../../../lib/form-fields';
import { SITE_SENSITIVE_MODE_LABELS } from '../../../lib/sensitive-content-labels';
import { TitledSection } from '../../../lib/titled-section';

export const SENSITIVE_CONTENT_SAVED = 'Sensitive video setting saved.';
const SAVE_FAILED = 'Could not save your sensitive video setting. Please try again.';

/** The account's choice as the form holds it: `site` is null, following the site's setting. */
type Choice = SensitiveContentMode | 'site';
const CHOICES: readonly Choice[] = ['blur', 'show', 'hide', 'site'];

const OWN_CHOICE_TEXT: Record<SensitiveContentMode, { label: string; hint: string }> = {
  blur: {
    label: 'Blur and warn me',
    hint: 'Their thumbnails are blurred, and you are asked before one plays.',
  },
  show: { label: 'Show them', hint: 'They look and play like any other video.' },
  hide: {
    label: 'Hide them',
    hint: 'They are left out of every list. A link to one still asks before it plays.',
  },
};

const choiceOf = (user: User): Choice => user.sensitiveContent ?? 'site';

interface SensitiveContentFormProps {
  user: User;
  onSaved: (user: User) => void;
}

/**
 * How videos marked sensitive are shown to this account: its own choice, or the site's (what
 * visitors get, named in words so the choice is an informed one).
 */
export function SensitiveContentForm({ user, onSaved }: SensitiveContentFormProps) {
  const form = useForm({ choice: choiceOf(user) });
  const saving = form.submitting;
  const { state: site } = useSiteInfo();
  const siteMode = site.status === 'success' ? site.data.sensitiveContent : null;
  const text = {
    ...OWN_CHOICE_TEXT,
    site: {
      label: siteMode
        ? `Use the site's setting (${SITE_SENSITIVE_MODE_LABELS[siteMode]})`
        : "Use the site's setting",
      hint: 'What visitors get. It changes if the site’s admins change it.',
    },
  };

  const submit = async ({ choice }: typeof form.values) => {
    form.setErrors({});
    try {
      const saved = await updateAccount({ sensitiveContent: choice === 'site' ? null : choice });
      onSaved(saved);
      form.reset({ choice: choiceOf(saved) });
      notify.success(SENSITIVE_CONTENT_SAVED);
    } catch (failure) {
      form.setErrors({ form: getErrorMessage(failure, SAVE_FAILED) });
    }
  };

  return (
    <TitledSection
      title="Sensitive videos"
      description="Videos their creator or a moderator marked sensitive. Your own videos are always shown to you as they are."
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={saving}>
        <Fields>
          <ChoiceField
            legend="How to show sensitive videos"
            choices={CHOICES}
            text={text}
            value={form.values.choice}
            onChange={(choice) => form.setValue('choice', choice)}
            disabled={saving}
          />
          {form.errors.form ? <FormError>{form.errors.form}</FormError> : null}
          <FormActions>
            <Button type="submit" disabled={saving || form.values.choice === choiceOf(user)}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </FormActions>
        </Fields>
      </form>
    </TitledSection>
  );
}
