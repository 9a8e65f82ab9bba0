import {
  ErrorState,
  getErrorMessage,
  LoadingState,
  notify,
  useAsync,
  type EmailFrequency,
  type EmailPreferences,
  type Translate,
} from '@kinora/shared';
import { SelectField } from '@kinora/shared/forms';
import { getEmailPreferences, saveEmailPreferences } from '@kinora/shared/account';
import { useRef } from 'react';
import styled from 'styled-components';
import { TitledSection } from '../../../lib/titled-section';
import { useT } from '../../../i18n';
import {
  notificationKindTexts,
  SWITCHABLE_KINDS,
  type SwitchableKind,
} from '../lib/notification-kinds';

/** The choices of each kind, in the order the select offers them. */
const emailFrequencyOptions = (t: Translate): { value: EmailFrequency; label: string }[] => [
  { value: 'none', label: t('None') },
  { value: 'immediate', label: t('Immediately') },
  { value: 'daily', label: t('Daily digest') },
];

/**
 * How often each kind of notification comes by mail, saved as soon as it is chosen. Loaded on its
 * own, so the bell's switches above stay usable when the mail settings cannot be read.
 */
export function EmailNotificationSettings() {
  const t = useT();
  // What the server last answered: a failed save goes back to it.
  const saved = useRef<EmailPreferences | null>(null);
  // Saves go one after the other, each with every kind, so the last choice is the one kept.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);
  const { state, reload, setData } = useAsync(async () => {
    const preferences = await getEmailPreferences();
    saved.current = preferences;
    return preferences;
  }, []);

  // Shown chosen at once; put back if the save fails. The selects stay enabled while a save is
  // out: a keyboard changes a select with its arrow keys, and a disabled one would drop the focus.
  const choose = (current: EmailPreferences, kind: SwitchableKind, frequency: EmailFrequency) => {
    const next = { ...current, [kind]: frequency };
    setData(() => next);
    latest.current += 1;
    const request = latest.current;
    queue.current = queue.current.then(async () => {
      try {
        const answer = await saveEmailPreferences(next);
        saved.current = answer;
        if (request === latest.current) setData(() => answer);
      } catch (failure) {
        const last = saved.current;
        if (request === latest.current && last) setData(() => last);
        notify.error(
          getErrorMessage(failure, t('Could not save your email settings. Please try again.')),
        );
      }
    });
  };

  const kinds = notificationKindTexts(t);
  const frequencies = emailFrequencyOptions(t);
  return (
    <TitledSection
      title={t('Email')}
      description={t(
        'How often each kind also comes to your email address: as it happens, in one daily digest, or not at all. Changes are saved at once.',
      )}
    >
      {state.status === 'error' ? (
        <ErrorState message={t('Could not load your email settings.')} onRetry={reload} />
      ) : state.status === 'loading' ? (
        <LoadingState label={t('Loading your email settings...')} />
      ) : (
        <Grid aria-label={t('Email notification kinds')}>
          {SWITCHABLE_KINDS.map((kind) => (
            <li key={kind}>
              <SelectField
                label={kinds[kind].label}
                options={frequencies}
                value={state.data[kind]}
                onChange={(frequency) => choose(state.data, kind, frequency)}
              />
            </li>
          ))}
        </Grid>
      )}
    </TitledSection>
  );
}

// One column on a phone; two side by side where a settings page has the room.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px 24px;
  list-style: none;
  margin: 0;
  padding: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
