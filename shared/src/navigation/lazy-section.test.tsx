import { render } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { writtenCss } from '../testing/styles';
import { theme } from '../theme/theme';
import { lazySection, renderAllSections, SECTIONS_RENDERED_ATTRIBUTE } from './lazy-section';

const Block = styled.section`
  ${lazySection(1200, 700)}
`;

afterEach(() => document.documentElement.removeAttribute(SECTIONS_RENDERED_ATTRIBUTE));

describe('lazySection', () => {
  it('skips rendering near the fold with the given heights standing in, and renders for good once asked', () => {
    const { container } = render(<ThemeProvider theme={theme}><Block /></ThemeProvider>);
    const className = [...(container.firstElementChild as HTMLElement).classList].at(-1)!;
    const css = writtenCss().replace(/\s+/g, ' ');
    expect(css).toContain(`.${className}{content-visibility:auto;contain-intrinsic-size:auto 1200px;}`);
    expect(css).toMatch(new RegExp(`@media \\(min-width: ?${theme.breakpoint.lg}px\\)\\{\\.${className}\\{contain-intrinsic-size:auto 700px;\\}\\}`));
    expect(css).toContain(`:root[${SECTIONS_RENDERED_ATTRIBUTE}] .${className}{content-visibility:visible;}`);
  });
});

describe('renderAllSections', () => {
  it('marks the document so every lazy section renders', () => {
    renderAllSections();
    expect(document.documentElement.hasAttribute(SECTIONS_RENDERED_ATTRIBUTE)).toBe(true);
  });
});
