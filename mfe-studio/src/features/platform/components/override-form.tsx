import {
  Button,
  FormError,
  getErrorMessage,
  SegmentedControl,
  setRemoteOverride,
} from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import styled from 'styled-components';
import { useT } from '../../../i18n';

/** The English of the address's error (the catalogue's key), as tests find it. */
export const URL_REQUIRED = 'Enter the full address of an mf-manifest.json (https://…).';

function isManifestAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export interface OverrideFormProps {
  remotes: readonly string[];
  /** The shell reads the override when it loads, so the page loads again once it is set. */
  reloadPage?: () => void;
}

/** Makes this browser load one remote from another manifest URL (a signed cookie the server sets). */
export function OverrideForm({
  remotes,
  reloadPage = () => window.location.reload(),
}: OverrideFormProps) {
  const t = useT();
  const form = useForm({ remote: remotes[0] ?? '', url: '' });
  const { remote } = form.values;

  const submit = async ({ url }: typeof form.values) => {
    const address = url.trim();
    if (!isManifestAddress(address)) {
      form.setErrors({ url: t('Enter the full address of an mf-manifest.json (https://…).') });
      return;
    }
    form.setErrors({});
    try {
      await setRemoteOverride({ remote, url: address });
      reloadPage();
      return 'leaving';
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(failure, t('Could not set the override. Please try again.')),
      });
      return;
    }
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(submit)}>
      <Choice>
        {/* The group is named for screen readers by its own label; this is the visible one. */}
        <Caption aria-hidden="true">{t('Remote')}</Caption>
        <SegmentedControl
          label={t('Remote')}
          options={remotes.map((name) => ({ value: name, label: name }))}
          value={remote}
          onChange={(name) => form.setValue('remote', name)}
        />
      </Choice>
      <TextField
        label={t('Manifest URL')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={`https://preview.example.org/${remote}/mf-manifest.json`}
        {...form.field('url')}
        error={form.errors.url}
      />
      {form.errors.form ? <FormError>{form.errors.form}</FormError> : null}
      <div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t('Loading...') : t('Load in this browser')}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 640px;
`;

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
