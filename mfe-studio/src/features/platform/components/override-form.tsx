import {
  Button,
  FormError,
  getErrorMessage,
  SegmentedControl,
  setRemoteOverride,
  TextField,
} from '@kinora/shared';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

export const OVERRIDE_FAILED = 'Could not set the override. Please try again.';
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
  const [remote, setRemote] = useState(remotes[0] ?? '');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = url.trim();
    if (!isManifestAddress(address)) {
      setError(URL_REQUIRED);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await setRemoteOverride({ remote, url: address });
      reloadPage();
    } catch (failure) {
      setError(getErrorMessage(failure, OVERRIDE_FAILED));
      setSaving(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Choice>
        {/* The group is named for screen readers by its own label; this is the visible one. */}
        <Caption aria-hidden="true">Remote</Caption>
        <SegmentedControl
          label="Remote"
          options={remotes.map((name) => ({ value: name, label: name }))}
          value={remote}
          onChange={setRemote}
        />
      </Choice>
      <TextField
        label="Manifest URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={`https://preview.example.org/${remote}/mf-manifest.json`}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={error === URL_REQUIRED ? error : undefined}
      />
      {error && error !== URL_REQUIRED ? <FormError>{error}</FormError> : null}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Loading...' : 'Load in this browser'}
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
