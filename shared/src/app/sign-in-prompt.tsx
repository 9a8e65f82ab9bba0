import styled from 'styled-components';
import { Link } from '../routing/router';
import { hrefs } from '../routing/paths';
import { useReturnState } from './use-login-redirect';

/**
 * Where a visitor would write (a comment, a reply): a link to sign in that brings them back to
 * this page afterwards.
 */
export function SignInPrompt({ children }: { children: string }) {
  const returnState = useReturnState();
  return (
    <Prompt>
      <Link to={hrefs.login()} state={returnState}>
        {children}
      </Link>
    </Prompt>
  );
}

const Prompt = styled.p`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
