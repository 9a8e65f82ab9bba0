import styled from 'styled-components';

/** The column of fields of a settings form, no wider than an address or a password needs. */
export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 560px;
`;

/** The buttons at the end of a settings form, on the right. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
