import { apiUrl, useLoad, type SelectOption } from 'shared';
import { DateRange, ListToolbar, ToolbarActions, ToolbarSelect } from '../lists/list-toolbar';
import { PagedList } from '../lists/paged-list';
import { usePagedList } from '../lists/use-paged-list';
import { useUrlQuery } from '../lists/use-url-query';
import { ACTIVITY_ACTIONS, actionLabel } from './activity-entry';
import { ACTIVITY_QUERY } from './activity-query';
import { ActivityTable } from './activity-table';
import { fetchActivity, fetchActivityAdmins } from './fetch-activity';

export const ACTIVITY_LOAD_FAILED = 'Failed to load activity';
export const NO_ACTIVITY = 'No activity yet.';

const ACTION_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'All actions' },
  ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
];

/**
 * Activity: the audit trail, who did what, to whom, when and why; filtered by admin, action and
 * days, paged, exportable as CSV. The view lives in the URL.
 */
export function ActivityScreen() {
  const view = useUrlQuery(ACTIVITY_QUERY);
  const { query, update } = view;
  const { state, stale, retry } = usePagedList(fetchActivity, view);
  const admins = useLoad(fetchActivityAdmins);

  const known = admins.state.status === 'loaded' ? admins.state.data : [];
  const adminOptions: SelectOption[] = [
    { value: '', label: 'All admins' },
    ...known.map((admin) => ({ value: admin.id, label: admin.fullName || admin.id })),
  ];
  // An admin named by the URL before the list of admins has come (or one no longer listed).
  if (query.adminId && !known.some((admin) => admin.id === query.adminId)) {
    adminOptions.push({ value: query.adminId, label: admins.state.status === 'loading' ? 'Loading admins...' : 'Another admin' });
  }

  return (
    <>
      <ListToolbar label="Filter the activity">
        <ToolbarSelect label="Admin" value={query.adminId} options={adminOptions} onChange={(adminId) => update({ adminId })} />
        <ToolbarSelect label="Action" value={query.action} options={ACTION_OPTIONS} onChange={(action) => update({ action })} />
        <DateRange fromLabel="From" toLabel="To" from={query.from} to={query.to} onChange={update} />
        <ToolbarActions
          exportHref={apiUrl('admin/activity.csv', view.exportParams)}
          onClear={view.clear}
        />
      </ListToolbar>

      <PagedList
        state={state}
        stale={stale}
        onRetry={retry}
        spinnerLabel="Loading activity"
        failure={ACTIVITY_LOAD_FAILED}
        empty={NO_ACTIVITY}
        view={view}
        pagerLabel="Pages of activity"
      >
        {(page, loading) => <ActivityTable entries={page.data} busy={loading} />}
      </PagedList>
    </>
  );
}
