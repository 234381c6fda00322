import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { clubStore, FirstScreenContext, GlobalStyle, MAX_TOASTS, theme, type FirstScreenAnswers } from 'shared';
import { ThemeProvider } from 'styled-components';

interface ProvidersProps {
  children: ReactNode;
  store?: typeof clubStore;
  /** The API answers the page's first screen is drawn from (the server's render, the page it sent). */
  answers?: FirstScreenAnswers | null;
}

/** What every remote reaches through context: the one store, the theme, the toasts and the page's first-screen answers. */
export function Providers({ children, store = clubStore, answers = null }: ProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <FirstScreenContext value={answers}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
          <ToastContainer position="top-right" limit={MAX_TOASTS} newestOnTop transition={Bounce} theme="light" />
        </ThemeProvider>
      </FirstScreenContext>
    </JotaiProvider>
  );
}
