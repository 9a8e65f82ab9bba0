import {
  Button,
  FormError,
  getErrorMessage,
  notify,
  REGISTRATION_MODES,
  SENSITIVE_CONTENT_MODES,
  SITE_DESCRIPTION_MAX_LENGTH,
  SITE_NAME_MAX_LENGTH,
  SITE_RULES_MAX_LENGTH,
  type RegistrationMode,
  type SensitiveContentMode,
  type SiteSettings,
} from '@kinora/shared';
import { SelectField, TextArea, TextField, useForm, type FormErrors } from '@kinora/shared/forms';
import { saveSiteSettings } from '@kinora/shared/moderation';
import { useT } from '../../../i18n';
import { Fields, FormActions } from '../../../lib/form-fields';
import { ChoiceField } from '../../../lib/choice-field';
import { SITE_SENSITIVE_MODE_LABELS } from '../../../lib/sensitive-content-labels';
import { TitledSection } from '../../../lib/titled-section';
import { registrationModeTexts } from '../texts';
import {
  blockedWordsProblem,
  formatBlockedWords,
  parseBlockedWords,
} from '../../../lib/blocked-words';

interface SiteSettingsFormProps {
  settings: SiteSettings;
  /** Keeps the settings as the server saved them. */
  onSaved: (settings: SiteSettings) => void;
}

interface SettingsValues {
  name: string;
  description: string;
  rules: string;
  registration: RegistrationMode;
  sensitiveContent: SensitiveContentMode;
  blockedWords: string;
}

const valuesOf = (settings: SiteSettings): SettingsValues => ({
  name: settings.name,
  description: settings.description,
  rules: settings.rules,
  registration: settings.registration,
  sensitiveContent: settings.sensitiveContent,
  blockedWords: formatBlockedWords(settings.blockedWords),
});

/** The settings as they would be sent: trimmed as the server trims them. */
const settingsOf = (values: SettingsValues): SiteSettings => ({
  name: values.name.trim(),
  description: values.description.trim(),
  rules: values.rules.trim(),
  registration: values.registration,
  sensitiveContent: values.sensitiveContent,
  blockedWords: parseBlockedWords(values.blockedWords),
});

const sameSettings = (a: SiteSettings, b: SiteSettings) =>
  a.name === b.name &&
  a.description === b.description &&
  a.rules === b.rules &&
  a.registration === b.registration &&
  a.sensitiveContent === b.sensitiveContent &&
  formatBlockedWords(a.blockedWords) === formatBlockedWords(b.blockedWords);

/**
 * The site's name, description, rules, registration mode, what visitors get of sensitive videos
 * and the blocked words, saved together.
 */
export function SiteSettingsForm({ settings, onSaved }: SiteSettingsFormProps) {
  const t = useT();
  const form = useForm(valuesOf(settings));
  const { errors } = form;
  const saving = form.submitting;
  const dirty = !sameSettings(settingsOf(form.values), settings);

  const submit = async (values: SettingsValues) => {
    const next = settingsOf(values);
    const problems: FormErrors<SettingsValues> = {};
    if (!next.name) problems.name = t('Enter a name for the site.');
    const wordsProblem = blockedWordsProblem(next.blockedWords);
    if (wordsProblem) problems.blockedWords = wordsProblem;
    form.setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await saveSiteSettings(next);
      onSaved(saved);
      form.reset(valuesOf(saved));
      notify.success(t('Site settings saved.'));
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(failure, t('Could not save the site settings. Please try again.')),
      });
    }
  };

  const sensitiveOptions = SENSITIVE_CONTENT_MODES.map((value) => ({
    value,
    label: SITE_SENSITIVE_MODE_LABELS[value],
  }));

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={saving}>
      <TitledSection
        title={t('About the site')}
        description={t(
          'Shown on the About page, which the footer and the registration form link to.',
        )}
      >
        <Fields>
          <TextField
            label={t('Name')}
            name="name"
            required
            maxLength={SITE_NAME_MAX_LENGTH}
            {...form.field('name')}
            disabled={saving}
            error={errors.name}
          />
          <TextArea
            label={t('Short description')}
            name="description"
            rows={2}
            maxLength={SITE_DESCRIPTION_MAX_LENGTH}
            showCount
            {...form.field('description')}
            disabled={saving}
            hint={t('A sentence or two on what the site is for.')}
          />
          <TextArea
            label={t('Rules')}
            name="rules"
            rows={10}
            maxLength={SITE_RULES_MAX_LENGTH}
            showCount
            {...form.field('rules')}
            disabled={saving}
            hint={t('Plain text. Leave a blank line between paragraphs.')}
          />
        </Fields>
      </TitledSection>
      <TitledSection
        title={t('Registration')}
        description={t(
          'Who may open an account. Changing it never affects the accounts there are.',
        )}
      >
        <Fields>
          <ChoiceField
            legend={t('Registration')}
            choices={REGISTRATION_MODES}
            text={registrationModeTexts(t)}
            value={form.values.registration}
            onChange={(mode) => form.setValue('registration', mode)}
            disabled={saving}
          />
        </Fields>
      </TitledSection>
      <TitledSection
        title={t('Sensitive videos')}
        description={t(
          'Videos their creator or a moderator marked sensitive. Members can choose for themselves in their settings.',
        )}
      >
        <Fields>
          <SelectField
            label={t('Sensitive videos for visitors')}
            hint={t(
              'Blur and warn blurs their thumbnails and asks before one plays; Hide leaves them out of every list.',
            )}
            options={sensitiveOptions}
            value={form.values.sensitiveContent}
            onChange={(mode) => form.setValue('sensitiveContent', mode)}
            disabled={saving}
          />
        </Fields>
      </TitledSection>
      <TitledSection
        title={t('Blocked words')}
        description={t(
          'Comments and posts anywhere on the site that contain one of these words wait for the moderators’ review before anyone else sees them.',
        )}
      >
        <Fields>
          <TextArea
            label={t('Blocked words, one per line')}
            name="blockedWords"
            rows={8}
            {...form.field('blockedWords')}
            disabled={saving}
            error={errors.blockedWords}
            hint={t(
              'A word or a phrase on each line. Case does not matter, and only whole words count: “spam” holds “Spam!” but not “spammer”.',
            )}
          />
        </Fields>
      </TitledSection>
      {errors.form ? <FormError>{errors.form}</FormError> : null}
      <FormActions>
        <Button
          $variant="ghost"
          $size="lg"
          onClick={() => form.reset(valuesOf(settings))}
          disabled={saving || !dirty}
        >
          {t('Cancel')}
        </Button>
        <Button type="submit" $size="lg" disabled={saving || !dirty}>
          {saving ? t('Saving...') : t('Save changes')}
        </Button>
      </FormActions>
    </form>
  );
}
