import type { QueryParam } from '../lists/url-query';
import { dayRangeParams, oneOf, pagingParams } from '../lists/url-query';
import { ACTIVITY_ACTIONS } from './activity-entry';

const adminIdParam: QueryParam = { fallback: '', accepts: (value) => value.trim() !== '' && value.length <= 200 };

/** The Activity screen's view in the URL: admin, action, days, page. */
export const ACTIVITY_QUERY = {
  adminId: adminIdParam,
  action: oneOf(ACTIVITY_ACTIONS, ''),
  ...dayRangeParams,
  ...pagingParams,
};
