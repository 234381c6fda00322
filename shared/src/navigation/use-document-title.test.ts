import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  it('names the tab while mounted, follows a new title, and puts the previous title back on unmount', () => {
    document.title = 'Before';
    const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'Admin Panel' } });
    expect(document.title).toBe('Admin Panel');
    rerender({ title: 'Member Dashboard' });
    expect(document.title).toBe('Member Dashboard');
    unmount();
    expect(document.title).toBe('Before');
  });
});
