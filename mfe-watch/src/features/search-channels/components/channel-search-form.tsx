import { Button } from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import styled from 'styled-components';

/** Refines the channel search on the page itself; empty input does nothing (no query, no search). */
export function ChannelSearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (query: string) => void;
}) {
  const form = useForm({ query: initial });
  return (
    <Form
      role="search"
      aria-label="Search channels"
      onSubmit={form.handleSubmit(({ query }) => {
        if (query.trim()) onSearch(query.trim());
      })}
    >
      <TextField
        label="Channel name"
        type="search"
        {...form.field('query')}
        placeholder="e.g. cooking"
      />
      <Button type="submit">Search</Button>
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
