import { screen, within } from '@testing-library/react';
import type { RemotesOpsResponse } from 'shared';
import { jsonResponse } from 'shared/testing';
import {
  bodyRows, failure, loaded, OVERRIDE_PATH, renderAdmin, rowOf, screenTitle, stubAdminApi,
} from '../panel/admin.test-utils';

afterEach(() => {
  jest.restoreAllMocks();
});

const figures = (version: string, extra: object = {}) => ({
  version, loads: 0, errors: 0, errorRate: null, p75LcpMs: null, p75InpMs: null, ...extra,
});

const OPS: RemotesOpsResponse = {
  since: '2026-11-25T02:00:00.000Z',
  remotes: [
    {
      remote: 'remote-member',
      revision: 4,
      stable: figures('1.0.0', { loads: 120, errors: 3, errorRate: 0.025, p75LcpMs: 1800, p75InpMs: 120 }),
      canary: { ...figures('1.1.0', { loads: 14, errors: 0, errorRate: 0 }), share: 10, startedAt: '2026-11-25T02:10:00.000Z' },
    },
    { remote: 'remote-public', revision: 1, stable: figures('2.0.0'), canary: null },
  ],
};

const renderReleases = () => renderAdmin({ path: '/admin?view=releases' });
const table = () => screen.getByRole('table', { name: /Live versions of each remote/ });
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('Releases', () => {
  it("shows each remote's stable and canary versions with the last hour's figures", async () => {
    stubAdminApi({ remotes: OPS });
    renderReleases();
    expect(await screen.findByRole('status', { name: 'Loading releases' })).toBeInTheDocument();
    await loaded();

    expect(screenTitle()).toHaveTextContent('Releases');
    expect(bodyRows(table())).toHaveLength(3);
    const [stable, canary] = within(table()).getAllByRole('rowheader', { name: 'remote-member' }).map((h) => h.closest('tr')!);
    expect(cellsOf(stable!)).toEqual(['1.0.0', 'Stable, 90%', '120', '3 (2.5%)', '1,800 ms', '120 ms']);
    expect(cellsOf(canary!)).toEqual(['1.1.0', 'Canary, 10%', '14', '0 (0%)', '—No data', '—No data']);
    expect(cellsOf(rowOf(table(), 'remote-public'))).toEqual(['2.0.0', 'Everyone', '0', '0', '—No data', '—No data']);
    expect(screen.queryByText(/This browser is trying/)).not.toBeInTheDocument();
  });

  it('says so when there is no release state, and retries after a failure', async () => {
    let attempt = 0;
    stubAdminApi({ remotes: () => { attempt += 1; return attempt === 1 ? failure(500)() : jsonResponse({ since: OPS.since, remotes: [] }); } });
    const { user } = renderReleases();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the releases');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No release state yet')).toBeInTheDocument();
  });

  it('tries a version in this browser, shows the banner, and stops trying', async () => {
    const { calls } = stubAdminApi({ remotes: OPS });
    const { user } = renderReleases();
    await loaded();
    const form = screen.getByRole('form', { name: 'Try a version in this browser' });

    await user.click(within(form).getByRole('button', { name: 'Try it' }));
    expect(within(form).getByRole('textbox', { name: 'Version' })).toHaveAccessibleDescription('Enter the version to try');
    expect(calls(OVERRIDE_PATH).filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Remote' }), 'remote-public');
    await user.type(within(form).getByRole('textbox', { name: 'Version' }), ' 2.1.0 ');
    await user.click(within(form).getByRole('button', { name: 'Try it' }));

    expect(calls(OVERRIDE_PATH).filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ remote: 'remote-public', version: '2.1.0' }]);
    const banner = await screen.findByText(/This browser is trying remote-public 2.1.0/);
    expect(await screen.findByText('This browser will load remote-public 2.1.0. Reload to load it.')).toBeInTheDocument();
    const bannerBox = banner.closest('[role="status"]') as HTMLElement;
    expect(within(bannerBox).getByRole('button', { name: 'Reload now' })).toBeInTheDocument();

    await user.click(within(bannerBox).getByRole('button', { name: 'Stop trying' }));
    expect(calls(OVERRIDE_PATH).filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByText(/This browser is trying/)).not.toBeInTheDocument();
  });

  it('shows the banner for a try already on, and the server\'s refusal of an unpublished version', async () => {
    stubAdminApi({
      remotes: OPS,
      override: (request) => (request.method === 'PUT'
        ? jsonResponse({ message: 'remote-member 9.9.9 is not published' }, 404)
        : jsonResponse({ data: [{ remote: 'remote-member', version: '1.1.0' }] })),
    });
    const { user } = renderReleases();
    expect(await screen.findByText(/This browser is trying remote-member 1.1.0/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Try a version in this browser' });
    await user.type(within(form).getByRole('textbox', { name: 'Version' }), '9.9.9');
    await user.click(within(form).getByRole('button', { name: 'Try it' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('remote-member 9.9.9 is not published');
    expect(screen.getByText(/This browser is trying remote-member 1.1.0/)).toBeInTheDocument();
  });
});
