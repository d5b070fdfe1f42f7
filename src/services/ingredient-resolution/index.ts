export type { ConfirmSessionInput, ConfirmSessionResult } from './confirm-session.ts';
export { confirmResolutionSession } from './confirm-session.ts';
export { resolutionFoods, resolutionIndexes } from './foods.ts';
export type { SessionPage } from './read-sessions.ts';
export {
  getLatestResolutionSession,
  getResolutionSession,
  listResolutionSessions,
} from './read-sessions.ts';
export type { SessionResult, StartSessionInput } from './start-session.ts';
export { startResolutionSession } from './start-session.ts';
