import {
  Button,
  CAPTION_LABEL_MAX_LENGTH,
  currentLanguage,
  getErrorMessage,
  type Caption,
} from '@kinora/shared';
import { FileField, SelectField, TextField } from '@kinora/shared/forms';
import {
  deleteCaptions,
  listCaptions,
  renameCaptions,
  saveCaptions,
} from '@kinora/shared/video-text';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

/** The languages offered first; a video's own captions in others are listed all the same. */
const LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'pt-BR',
  'nl',
  'sv',
  'pl',
  'ru',
  'uk',
  'tr',
  'ar',
  'hi',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
] as const;

/** A language's name in the interface's language: 'French' in English, 'français' in French. */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

const ACCEPT = '.vtt,.srt,text/vtt,application/x-subrip';

/**
 * A video's captions, changed at once (not with the dialog's Save): each language with its label
 * (renamed in place), a new file in its place, or deleted; and a new language from a WebVTT or
 * SRT file. The server's message says what is wrong with a refused file, line included.
 */
export function CaptionsSection({ videoId }: { videoId: string }) {
  const t = useT();
  // Read when opened: most edits never touch the captions.
  const [open, setOpen] = useState(false);
  const [captions, setCaptions] = useState<Caption[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [language, setLanguage] = useState<string>('en');
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    listCaptions(videoId).then(
      (list) => live && setCaptions(list),
      (failure: unknown) =>
        live && setError(getErrorMessage(failure, t('Could not load the captions.'))),
    );
    return () => {
      live = false;
    };
  }, [videoId, open, t]);

  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await change();
    } catch (failure) {
      setError(getErrorMessage(failure, t('Could not save the captions.')));
    } finally {
      setBusy(false);
    }
  };
  const put = (caption: Caption) =>
    setCaptions((list) =>
      [...(list ?? []).filter((c) => c.language !== caption.language), caption].sort((a, b) =>
        a.language.localeCompare(b.language),
      ),
    );

  const add = () =>
    run(async () => {
      if (!file) throw new Error(t('Choose a WebVTT (.vtt) or SRT (.srt) file.'));
      put(await saveCaptions(videoId, language, file, label.trim() || undefined));
      setLabel('');
      setFile(null);
      setFileInputKey((key) => key + 1);
    });

  if (!open)
    return (
      <Section>
        <h3>{t('Subtitles/CC')}</h3>
        <Button $variant="secondary" $size="sm" onClick={() => setOpen(true)}>
          {t('Manage captions')}
        </Button>
      </Section>
    );
  const options = LANGUAGES.map((tag) => ({
    value: tag,
    label: t('{{language}} ({{tag}})', { language: languageName(tag), tag }),
  }));
  return (
    <Section aria-labelledby="captions-heading">
      <h3 id="captions-heading">{t('Subtitles/CC')}</h3>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      {captions === null ? (
        error ? null : (
          <Muted>{t('Loading captions…')}</Muted>
        )
      ) : captions.length === 0 ? (
        <Muted>{t('No captions yet.')}</Muted>
      ) : (
        <List>
          {captions.map((caption) => (
            <CaptionRow
              key={caption.id}
              caption={caption}
              busy={busy}
              onRename={(next) =>
                run(async () => put(await renameCaptions(videoId, caption.language, next)))
              }
              onReplace={(replacement) =>
                run(async () => put(await saveCaptions(videoId, caption.language, replacement)))
              }
              onDelete={() =>
                run(async () => {
                  await deleteCaptions(videoId, caption.language);
                  setCaptions((list) =>
                    (list ?? []).filter((c) => c.language !== caption.language),
                  );
                })
              }
            />
          ))}
        </List>
      )}
      <AddRow>
        <SelectField
          label={t('Language')}
          options={options}
          value={language}
          onChange={setLanguage}
          disabled={busy}
        />
        <TextField
          label={t('Label (optional)')}
          value={label}
          maxLength={CAPTION_LABEL_MAX_LENGTH}
          placeholder={languageName(language)}
          onChange={(event) => setLabel(event.target.value)}
          disabled={busy}
        />
        <FileField
          key={fileInputKey}
          label={t('Caption file')}
          hint={t('WebVTT or SRT, UTF-8')}
          accept={ACCEPT}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          disabled={busy}
        />
        <Button $variant="secondary" $size="sm" onClick={() => void add()} disabled={busy}>
          {t('Add captions')}
        </Button>
      </AddRow>
    </Section>
  );
}

function CaptionRow({
  caption,
  busy,
  onRename,
  onReplace,
  onDelete,
}: {
  caption: Caption;
  busy: boolean;
  onRename: (label: string) => Promise<void>;
  onReplace: (file: File) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const t = useT();
  const [label, setLabel] = useState(caption.label);
  const changed = label.trim() !== '' && label.trim() !== caption.label;
  return (
    <li>
      <TextField
        label={t('{{language}} ({{tag}})', {
          language: languageName(caption.language),
          tag: caption.language,
        })}
        value={label}
        maxLength={CAPTION_LABEL_MAX_LENGTH}
        onChange={(event) => setLabel(event.target.value)}
        disabled={busy}
      />
      <Actions>
        <Button
          $variant="secondary"
          $size="sm"
          disabled={busy || !changed}
          onClick={() => void onRename(label.trim())}
        >
          {t('Rename')}
        </Button>
        <ReplaceLabel aria-disabled={busy}>
          {t('Replace file')}
          <input
            type="file"
            accept={ACCEPT}
            aria-label={t('Replace the {{label}} file', { label: caption.label })}
            disabled={busy}
            onChange={(event) => {
              const replacement = event.target.files?.[0];
              event.target.value = '';
              if (replacement) void onReplace(replacement);
            }}
          />
        </ReplaceLabel>
        <Button
          $variant="danger"
          $size="sm"
          disabled={busy}
          aria-label={t('Delete {{label}}', { label: caption.label })}
          onClick={() => void onDelete()}
        >
          {t('Delete')}
        </Button>
      </Actions>
    </li>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 6px;
`;

const AddRow = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;

  & > * {
    width: 100%;
  }

  & > button {
    width: auto;
  }
`;

const ReplaceLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
