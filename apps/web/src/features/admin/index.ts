// The admin area's shared pieces: lists (server-paged grids kept in the URL), staff changes
// (refreshing every admin read), the audit trail, and what the signed-in user may do.
export { AdminGrid } from './components/admin-grid';
export { AdminSearch } from './components/admin-search';
export { AdminFilter } from './components/admin-filter';
export { AdminToolbar } from './components/admin-toolbar';
export { ChannelFilter } from './components/channel-filter';
export { AuditTrailPanel } from './components/audit-trail-panel';
export { TableFrame } from './components/table-frame';
export { useAdminList, adminKeys, type AdminPage } from './api/admin-list';
export { useAdminMutation } from './api/admin-mutation';
export { useAdminChannels, useChannelName } from './api/get-admin-channels';
export { useAuditTrail, type AuditSubject } from './api/get-audit-trail';
export { useGridParams } from './use-grid-params';
export { useSearchUpdate } from './use-search-update';
export { gridSearch, readGridParams, type GridParams } from './grid-params';
export { useCan } from './use-can';
export { adminDate, adminDateTime } from './format';
export {
  dateText,
  dayText,
  localToday,
  mondayOf,
  shiftWeek,
  shortWeek,
  thisWeek,
  weekOf,
} from './weeks';
export { centsOf } from './dollars';
export { runKindLabels, runProgress, runStatusLabels, type RunProgress } from './cycle-runs';
