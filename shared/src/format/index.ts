// `shared/format`: how the apps show dates and outside links. Not a federated singleton (it holds
// no state), so each remote that imports it bundles its own small copy, and date-fns stays out
// of the pages that never show a date.
export { formatClubDateTime } from './club-date-time';
export { foldForSearch } from './fold-for-search';
export { formatDate, formatDateTime, NO_DATE } from './format-date';
export { instagramHref, linkedinHref, storedPicture } from './stored-urls';
export {
  chicagoBadge, chicagoCalendarDate, chicagoDate, chicagoDateTime, chicagoOffsetMinutes, chicagoTime, chicagoTimeRange, chicagoZone,
  CLUB_TIME_ZONE, fromChicagoInput, toChicagoInput,
} from './chicago-time';
export type { ChicagoInput } from './chicago-time';
