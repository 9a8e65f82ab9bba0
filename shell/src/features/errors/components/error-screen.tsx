import styled from 'styled-components';
import type { ReactNode } from 'react';

interface ErrorScreenProps {
  title: string;
  message: string;
  children?: ReactNode;
}

export function ErrorScreen({ title, message, children }: ErrorScreenProps) {
  return (
    <Wrapper role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.main`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 32px 16px;
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.75rem;
  }

  p {
    margin: 0;
    max-width: 520px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
