// The contact form's layout, sized by the form's own width (a container query), since the
// landing page may give it the whole page or a column beside the map: one column when narrow;
// from 35rem (columns wide enough for 'Partnership Opportunities' in the select) name beside
// e-mail, phone beside interest, the message full width, and the hint beside the send button.
// Without container query support it keeps the one-column layout.
import styled from 'styled-components';

const WIDE = '@container contact-form (min-width: 35rem)';

/** A POST if it is ever sent without the app (the page's scripts failed): never a URL holding the fields. */
export const Form = styled.form.attrs({ method: 'post' })`
  container: contact-form / inline-size;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem 1.5rem;

  ${WIDE} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A grid cell spanning every column (the message). */
export const FullWidth = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** The send row: a hairline rule, the reason the button waits, then the button. */
export const SendRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.75rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.color.line};

  ${WIDE} {
    flex-direction: row;
    align-items: center;
    justify-content: flex-end;
    gap: 1.5rem;

    & > button {
      flex: none;
      width: auto;
    }
  }
`;

export const SendHint = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 0.9375rem;
  font-style: italic;
  line-height: 1.45;
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
  text-wrap: balance;

  ${WIDE} {
    flex: 1 1 auto;
    text-align: right;
  }
`;
