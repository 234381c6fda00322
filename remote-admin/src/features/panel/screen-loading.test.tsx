import { act, fireEvent, screen } from '@testing-library/react';
import { clearScreen, menuItem, renderAdmin, stubAdminApi } from './admin.test-utils';

// Each screen module records when it is evaluated (the browser's fetch of its chunk).
const evaluated: string[] = [];
jest.mock('../dinners/dinners-screen', () => {
  evaluated.push('dinners');
  return { DinnersScreen: () => <p>Dinners here</p> };
});
jest.mock('../releases/releases-screen', () => {
  evaluated.push('releases');
  return { ReleasesScreen: () => <p>Releases here</p> };
});

const settle = () => act(async () => { await new Promise((resolve) => { setTimeout(resolve, 0); }); });

afterEach(() => {
  evaluated.length = 0;
  clearScreen();
});

describe('AdminPage loads a rarely opened screen when it is wanted', () => {
  it('loads none on the Dashboard; a pointer over an entry loads that screen only', async () => {
    stubAdminApi({ stats: { pending: 0, approved: 0 } });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    await settle();
    expect(evaluated).toEqual([]);
    fireEvent.pointerEnter(menuItem('Dinners'));
    await settle();
    expect(evaluated).toEqual(['dinners']);
  });

  it('loads a screen whose entry takes the focus, and draws it when chosen', async () => {
    stubAdminApi({ stats: { pending: 0, approved: 0 } });
    const { user } = renderAdmin();
    await settle();
    act(() => menuItem('Releases').focus());
    await settle();
    expect(evaluated).toEqual(['releases']);
    await user.click(menuItem('Releases'));
    expect(await screen.findByText('Releases here')).toBeInTheDocument();
    expect(evaluated).toEqual(['releases']);
  });
});
