// The styled pieces the application form's sections share: a fieldset per section with a
// display-serif legend over a brass rule, and a grid that puts short fields two abreast
// from the medium breakpoint.
import { headerOffset, media } from 'shared';
import styled from 'styled-components';

export const FormSection = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
  margin: 0;
  padding: 2.25rem 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.line};

  &:first-of-type {
    padding-top: 0;
    border-top: 0;
  }
`;

export const SectionLegend = styled.legend`
  /* floated, so the legend sits in the section's flex flow like any other child */
  float: left;
  width: 100%;
  margin: 0;
  padding: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.5rem;
  font-weight: 600;
  line-height: 1.25;
  color: ${({ theme }) => theme.color.ink};

  &::after {
    content: '';
    display: block;
    width: 2.5rem;
    height: 2px;
    margin-top: 0.7rem;
    background-color: ${({ theme }) => theme.color.brass};
  }

  ${media.md} {
    font-size: 1.75rem;
  }
`;

export const SectionIntro = styled.p`
  margin: -0.5rem 0 0;
  max-width: 40rem;
  font-size: 0.9375rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.color.muted};
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem 1.75rem;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* a field focused from a message (or a failed submit) clears the fixed site header */
  input,
  select,
  textarea {
    scroll-margin-top: calc(${headerOffset} + 2rem);
  }
`;

/** A grid cell spanning both columns: long answers and groups of choices. */
export const Wide = styled.div`
  min-width: 0;

  ${media.md} {
    grid-column: 1 / -1;
  }
`;
