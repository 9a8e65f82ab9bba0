import styled from 'styled-components';

/** The centred card both the login and the registration forms sit in. */
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
  }

  .lead {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.textMuted};
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
