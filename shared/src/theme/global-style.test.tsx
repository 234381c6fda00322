import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

describe('the global style', () => {
  test('gives a page the header\'s least height as its offset until the shell has measured the bar: 76 px, 88 px from the medium width', () => {
    // As the server writes it into the page, before any script runs.
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<ThemeProvider theme={theme}><GlobalStyle /></ThemeProvider>));
      const css = sheet.getStyleTags();
      expect(css).toMatch(/:root\{--club-header-height:76px;\}/);
      expect(css).toMatch(/@media \(min-width: ?768px\)\{:root\{--club-header-height:88px;\}\}/);
    } finally {
      sheet.seal();
    }
  });
});
