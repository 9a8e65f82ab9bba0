import { Button } from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import styled from 'styled-components';
import { useT } from '../../../i18n';

/** Refines the channel search on the page itself; empty input does nothing (no query, no search). */
export function ChannelSearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (query: string) => void;
}) {
  const t = useT();
  const form = useForm({ query: initial });
  return (
    <Form
      role="search"
      aria-label={t('Search channels')}
      onSubmit={form.handleSubmit(({ query }) => {
        if (query.trim()) onSearch(query.trim());
      })}
    >
      <TextField
        label={t('Channel name')}
        type="search"
        {...form.field('query')}
        placeholder={t('e.g. cooking')}
      />
      <Button type="submit">{t('Search')}</Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  max-width: 560px;
  margin-bottom: 24px;

  > :first-child {
    flex: 1;
  }

  button {
    min-height: 44px;
  }
`;
