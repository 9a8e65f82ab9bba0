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
import { Fields, FormActions } from '../../../lib/form-fields';
import { ChoiceField } from '../../../lib/choice-field';
import { SITE_SENSITIVE_MODE_LABELS } from '../../../lib/sensitive-content-labels';
import { TitledSection } from '../../../lib/titled-section';
import { REGISTRATION_MODE_TEXT } from '../texts';
import {
  blockedWordsProblem,
  formatBlockedWords,
  parseBlockedWords,
} from '../../../lib/blocked-words';

export const SITE_SETTINGS_SAVED = 'Site settings saved.';
export const SITE_NAME_REQUIRED = 'Enter a name for the site.';
const SAVE_FAILED = 'Could not save the site settings. Please try again.';

const SENSITIVE_OPTIONS = SENSITIVE_CONTENT_MODES.map((value) => ({
  value,
  label: SITE_SENSITIVE_MODE_LABELS[value],
}));

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
  const form = useForm(valuesOf(settings));
  const { errors } = form;
  const saving = form.submitting;
  const dirty = !sameSettings(settingsOf(form.values), settings);

  const submit = async (values: SettingsValues) => {
    const next = settingsOf(values);
    const problems: FormErrors<SettingsValues> = {};
    if (!next.name) problems.name = SITE_NAME_REQUIRED;
    const wordsProblem = blockedWordsProblem(next.blockedWords);
    if (wordsProblem) problems.blockedWords = wordsProblem;
    form.setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await saveSiteSettings(next);
      onSaved(saved);
      form.reset(valuesOf(saved));
      notify.success(SITE_SETTINGS_SAVED);
    } catch (failure) {
      form.setErrors({ form: getErrorMessage(failure, SAVE_FAILED) });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={saving}>
      <TitledSection
        title="About the site"
        description="Shown on the About page, which the footer and the registration form link to."
      >
        <Fields>
          <TextField
            label="Name"
            name="name"
            required
            maxLength={SITE_NAME_MAX_LENGTH}
            {...form.field('name')}
            disabled={saving}
            error={errors.name}
          />
          <TextArea
            label="Short description"
            name="description"
            rows={2}
            maxLength={SITE_DESCRIPTION_MAX_LENGTH}
            showCount
            {...form.field('description')}
            disabled={saving}
            hint="A sentence or two on what the site is for."
          />
          <TextArea
            label="Rules"
            name="rules"
            rows={10}
            maxLength={SITE_RULES_MAX_LENGTH}
            showCount
            {...form.field('rules')}
            disabled={saving}
            hint="Plain text. Leave a blank line between paragraphs."
          />
        </Fields>
      </TitledSection>
      <TitledSection
        title="Registration"
        description="Who may open an account. Changing it never affects the accounts there are."
      >
        <Fields>
          <ChoiceField
            legend="Registration"
            choices={REGISTRATION_MODES}
            text={REGISTRATION_MODE_TEXT}
            value={form.values.registration}
            onChange={(mode) => form.setValue('registration', mode)}
            disabled={saving}
          />
        </Fields>
      </TitledSection>
      <TitledSection
        title="Sensitive videos"
        description="Videos their creator or a moderator marked sensitive. Members can choose for themselves in their settings."
      >
        <Fields>
          <SelectField
            label="Sensitive videos for visitors"
            hint="Blur and warn blurs their thumbnails and asks before one plays; Hide leaves them out of every list."
            options={SENSITIVE_OPTIONS}
            value={form.values.sensitiveContent}
            onChange={(mode) => form.setValue('sensitiveContent', mode)}
            disabled={saving}
          />
        </Fields>
      </TitledSection>
      <TitledSection
        title="Blocked words"
        description="Comments and posts anywhere on the site that contain one of these words wait for the moderators’ review before anyone else sees them."
      >
        <Fields>
          <TextArea
            label="Blocked words, one per line"
            name="blockedWords"
            rows={8}
            {...form.field('blockedWords')}
            disabled={saving}
            error={errors.blockedWords}
            hint="A word or a phrase on each line. Case does not matter, and only whole words count: “spam” holds “Spam!” but not “spammer”."
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
          Cancel
        </Button>
        <Button type="submit" $size="lg" disabled={saving || !dirty}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </FormActions>
    </form>
  );
}
