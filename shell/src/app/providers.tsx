import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { clubStore, GlobalStyle, MAX_TOASTS, theme } from 'shared';
import { ThemeProvider } from 'styled-components';

/** What every remote reaches through context: the one store, the theme and the toasts. */
export function Providers({ children, store = clubStore }: { children: ReactNode; store?: typeof clubStore }) {
  return (
    <JotaiProvider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <ToastContainer position="top-right" limit={MAX_TOASTS} newestOnTop transition={Bounce} theme="light" />
      </ThemeProvider>
    </JotaiProvider>
  );
}
