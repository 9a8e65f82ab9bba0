import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { hrefs } from '@kinora/shared';
import { SearchIcon } from '../../../lib/icons';

interface SearchBoxProps {
  autoFocus?: boolean;
  /** Called after a search was started (the phone layout closes its search bar). */
  onSearched?: () => void;
}

/**
 * Trims the term and ignores empty input (an empty search would list nothing), opens the results
 * and clears itself, so the box is ready for the next search from any page.
 */
export function SearchBox({ autoFocus = false, onSearched }: SearchBoxProps) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    void navigate(hrefs.results(trimmed));
    setTerm('');
    onSearched?.();
  };

  return (
    <Form role="search" onSubmit={submit}>
      <input
        type="search"
        name="search"
        placeholder="Search"
        aria-label="Search videos"
        autoComplete="off"
        autoFocus={autoFocus}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" aria-label="Search">
        <SearchIcon width={20} height={20} />
      </button>
    </Form>
  );
}

const Form = styled.form`
  flex: 1;
  display: flex;
  max-width: 640px;
  min-width: 0;
  margin: 0 auto;

  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 16px;
    border-radius: 20px 0 0 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 0;
    background: ${({ theme }) => theme.colors.inputBackground};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }

  input:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  button {
    width: 56px;
    height: 40px;
    border-radius: 0 20px 20px 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    display: grid;
    place-items: center;
    cursor: pointer;
  }

  button:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }

  @media (max-width: 480px) {
    button {
      width: 44px;
    }
  }
`;
