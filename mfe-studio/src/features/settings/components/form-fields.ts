import styled from 'styled-components';

/** The column of fields of a settings form. */
export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** The buttons at the end of a settings form, on the right. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
