export { actAsAuditRoutes } from './act-as-audit.routes.ts';
export { actAsRecorderPlugin } from './act-as-recorder.ts';
