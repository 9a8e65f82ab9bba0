import {
  Button,
  CHANNEL_DESCRIPTION_MAX_LENGTH,
  FormError,
  getErrorMessage,
  notify,
  type Translate,
  type User,
} from '@kinora/shared';
import { TextArea, TextField, useForm } from '@kinora/shared/forms';
import { useState } from 'react';
import { useObjectUrl } from '../../../lib/use-object-url';
import {
  hasChanges,
  type ProfileChanges,
  type ProfilePart,
  ProfileSaveError,
  saveProfile,
} from '../lib/save-profile';
import { cleanLinks, linkErrors, type LinkErrors, sameLinks } from '../lib/link-drafts';
import { TitledSection } from '../../../lib/titled-section';
import { FormActions } from '../../../lib/form-fields';
import { ImageField } from '../../../lib/image-field';
import { useT } from '../../../i18n';
import { ChannelPreview } from './channel-preview';
import { LinksField } from './links-field';

const FULL_NAME_MAX_LENGTH = 100;

/** What a failed save says, by the part that failed. */
const saveFailed = (t: Translate): Record<ProfilePart, string> => ({
  banner: t('Could not save your banner. Please try again.'),
  picture: t('Could not save your picture. Please try again.'),
  details: t('Could not save your name, description and links. Please try again.'),
});

interface ProfileFormProps {
  user: User;
  /** Keeps a saved change (on screen and in the session). */
  onSaved: (user: User) => void;
}

const savedValues = (user: User) => ({
  banner: null as File | null,
  picture: null as File | null,
  fullName: user.fullName,
  description: user.description,
  links: user.links,
});

/** Banner, picture, name and description, previewed as chosen and saved together. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const t = useT();
  // Errors: what to fix before sending (inline, by field), and what the server refused (`form`,
  // announced at the end).
  const form = useForm(savedValues(user));
  const { banner, picture, fullName, description, links } = form.values;
  const { errors } = form;
  const saving = form.submitting;
  const [linkProblems, setLinkProblems] = useState<LinkErrors[]>([]);
  const bannerUrl = useObjectUrl(banner);
  const pictureUrl = useObjectUrl(picture);

  const details: ProfileChanges['details'] = {};
  if (fullName.trim() !== user.fullName) details.fullName = fullName.trim();
  if (description.trim() !== user.description.trim()) details.description = description.trim();
  const cleanedLinks = cleanLinks(links);
  if (!sameLinks(cleanedLinks, user.links)) details.links = cleanedLinks;
  const changes: ProfileChanges = { banner, picture, details };
  const dirty = hasChanges(changes);

  const choose = (part: 'banner' | 'picture', file: File | null) => {
    form.setValue(part, file);
    form.setErrors((current) => ({
      ...current,
      [part]:
        file && !file.type.startsWith('image/')
          ? t('Choose an image file (JPEG, PNG, WebP or GIF).')
          : undefined,
    }));
  };

  const reset = () => {
    form.reset(savedValues(user));
    setLinkProblems([]);
  };

  const submit = async () => {
    if (!dirty) return;
    if (!fullName.trim()) {
      // The server's refusal stays on screen until a save gets under way.
      form.setErrors((current) => ({
        fullName: t('Enter a name for your channel.'),
        form: current.form,
      }));
      return;
    }
    if (errors.banner || errors.picture) return;
    const problems = linkErrors(cleanedLinks);
    form.setValue('links', cleanedLinks);
    setLinkProblems(problems);
    if (problems.some((problem) => problem.title ?? problem.url)) return;
    form.setErrors({});
    try {
      await saveProfile(changes, (part, saved) => {
        onSaved(saved);
        if (part === 'banner') form.setValue('banner', null);
        if (part === 'picture') form.setValue('picture', null);
        if (part === 'details') {
          form.setValue('fullName', saved.fullName);
          form.setValue('description', saved.description);
          form.setValue('links', saved.links);
        }
      });
      notify.success(t('Profile saved.'));
    } catch (failure) {
      const part = failure instanceof ProfileSaveError ? failure.part : 'details';
      const reason = failure instanceof ProfileSaveError ? failure.reason : failure;
      form.setErrors({ form: getErrorMessage(reason, saveFailed(t)[part]) });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={saving}>
      <TitledSection
        title={t('Preview')}
        description={t(
          'The top of your channel as visitors will see it, with the changes below. Nothing is public until you save.',
        )}
      >
        <ChannelPreview
          bannerUrl={bannerUrl ?? user.coverImage}
          avatarUrl={pictureUrl ?? user.avatar}
          name={fullName}
          username={user.username}
          description={description}
        />
      </TitledSection>
      <TitledSection
        title={t('Channel banner')}
        description={t(
          'Shown across the top of your channel. Wide images look best (at least 2048 × 1152 pixels); narrow screens show the middle strip.',
        )}
      >
        <ImageField
          label={t('Banner image')}
          hint={t('JPEG, PNG, WebP or GIF.')}
          shape="banner"
          file={banner}
          previewUrl={bannerUrl}
          onChange={(file) => choose('banner', file)}
          disabled={saving}
          error={errors.banner}
        />
      </TitledSection>
      <TitledSection
        title={t('Picture')}
        description={t(
          'Shown next to your videos, comments and posts. A square image of at least 98 × 98 pixels works best.',
        )}
      >
        <ImageField
          label={t('Profile picture')}
          hint={t('JPEG, PNG, WebP or GIF.')}
          shape="avatar"
          file={picture}
          previewUrl={pictureUrl}
          onChange={(file) => choose('picture', file)}
          disabled={saving}
          error={errors.picture}
        />
      </TitledSection>
      <TitledSection title={t('Basic info')}>
        <TextField
          label={t('Name')}
          name="fullName"
          autoComplete="name"
          required
          maxLength={FULL_NAME_MAX_LENGTH}
          {...form.field('fullName')}
          disabled={saving}
          error={errors.fullName}
          hint={t('Shown on your channel and beside your videos, comments and posts.')}
        />
        <TextArea
          label={t('Description')}
          name="description"
          rows={5}
          maxLength={CHANNEL_DESCRIPTION_MAX_LENGTH}
          showCount
          {...form.field('description')}
          disabled={saving}
          hint={t('Tell viewers what your channel is about.')}
        />
      </TitledSection>
      <TitledSection
        title={t('Links')}
        description={t("Websites and profiles elsewhere, listed on your channel's About tab.")}
      >
        <LinksField
          links={links}
          onChange={(next) => form.setValue('links', next)}
          errors={linkProblems}
          disabled={saving}
        />
      </TitledSection>
      {errors.form ? <FormError>{errors.form}</FormError> : null}
      <FormActions>
        <Button $variant="ghost" $size="lg" onClick={reset} disabled={saving || !dirty}>
          {t('Cancel')}
        </Button>
        <Button type="submit" $size="lg" disabled={saving || !dirty}>
          {saving ? t('Saving...') : t('Save changes')}
        </Button>
      </FormActions>
    </form>
  );
}
