import styled from 'styled-components';

/**
 * The centred card every step of signing in, registering and getting an account back sits in.
 */
export const AuthCard = styled.section`
  width: 100%;
  max-width: 420px;
  margin: clamp(16px, 6vh, 64px) auto;
  padding: clamp(20px, 4vw, 36px);
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    margin: 0 0 4px;
    font-size: 1.6rem;
    /* A heading may name an email address, which must wrap rather than widen a phone's page. */
    overflow-wrap: anywhere;
  }

  .lead {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }

  /* A small link that belongs to the field above it (Forgot password?). */
  .aside {
    margin: -8px 0 0;
    text-align: right;
    font-size: 0.875rem;
  }

  .aside a {
    color: ${({ theme }) => theme.colors.link};
  }

  /* Other ways to finish the same step, under its form. */
  .alternatives {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 16px 0 0;
  }

  /* "or" between the form and another way in, on a rule. */
  .or {
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 20px 0 16px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }

  .or::before,
  .or::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  form {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }

  .terms {
    margin: 16px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }

  /* Underlined: in a sentence a link must not be told apart by its colour alone. */
  .terms a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }

  .switch {
    margin: 20px 0 0;
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .switch a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;
