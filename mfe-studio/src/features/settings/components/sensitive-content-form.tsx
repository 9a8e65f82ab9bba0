import {
  Button,
  FormError,
  getErrorMessage,
  notify,
  updateAccount,
  useSiteInfo,
  type SensitiveContentMode,
  type Translate,
  type User,
} from '@kinora/shared';
import { useForm } from '@kinora/shared/forms';
import { ChoiceField } from '../../../lib/choice-field';
import { Fields, FormActions } from '../../../lib/form-fields';
import { SITE_SENSITIVE_MODE_LABELS } from '../../../lib/sensitive-content-labels';
import { TitledSection } from '../../../lib/titled-section';
import { useT } from '../../../i18n';

/** The account's choice as the form holds it: `site` is null, following the site's setting. */
type Choice = SensitiveContentMode | 'site';
const CHOICES: readonly Choice[] = ['blur', 'show', 'hide', 'site'];

const ownChoiceText = (
  t: Translate,
): Record<SensitiveContentMode, { label: string; hint: string }> => ({
  blur: {
    label: t('Blur and warn me'),
    hint: t('Their thumbnails are blurred, and you are asked before one plays.'),
  },
  show: { label: t('Show them'), hint: t('They look and play like any other video.') },
  hide: {
    label: t('Hide them'),
    hint: t('They are left out of every list. A link to one still asks before it plays.'),
  },
});

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
  const t = useT();
  const form = useForm({ choice: choiceOf(user) });
  const saving = form.submitting;
  const { state: site } = useSiteInfo();
  const siteMode = site.status === 'success' ? site.data.sensitiveContent : null;
  const text = {
    ...ownChoiceText(t),
    site: {
      label: siteMode
        ? t("Use the site's setting ({{mode}})", { mode: SITE_SENSITIVE_MODE_LABELS[siteMode] })
        : t("Use the site's setting"),
      hint: t('What visitors get. It changes if the site’s admins change it.'),
    },
  };

  const submit = async ({ choice }: typeof form.values) => {
    form.setErrors({});
    try {
      const saved = await updateAccount({ sensitiveContent: choice === 'site' ? null : choice });
      onSaved(saved);
      form.reset({ choice: choiceOf(saved) });
      notify.success(t('Sensitive video setting saved.'));
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(
          failure,
          t('Could not save your sensitive video setting. Please try again.'),
        ),
      });
    }
  };

  return (
    <TitledSection
      title={t('Sensitive videos')}
      description={t(
        'Videos their creator or a moderator marked sensitive. Your own videos are always shown to you as they are.',
      )}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={saving}>
        <Fields>
          <ChoiceField
            legend={t('How to show sensitive videos')}
            choices={CHOICES}
            text={text}
            value={form.values.choice}
            onChange={(choice) => form.setValue('choice', choice)}
            disabled={saving}
          />
          {form.errors.form ? <FormError>{form.errors.form}</FormError> : null}
          <FormActions>
            <Button type="submit" disabled={saving || form.values.choice === choiceOf(user)}>
              {saving ? t('Saving...') : t('Save')}
            </Button>
          </FormActions>
        </Fields>
      </form>
    </TitledSection>
  );
}
