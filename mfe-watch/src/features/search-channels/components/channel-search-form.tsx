import { Button, TextField } from '@kinora/shared';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

/** Refines the channel search on the page itself; empty input does nothing (no query, no search). */
export function ChannelSearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (query: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (query) onSearch(query);
  };
  return (
    <Form role="search" aria-label="Search channels" onSubmit={submit}>
      <TextField
        label="Channel name"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
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
