export { expectNoAxeViolations } from './axe';
export {
  answersHandler,
  NOT_FOUND,
  recordRequests,
  toResponse,
  type ApiAnswer,
  type ApiAnswers,
  type SeenRequest,
} from './handlers';
export {
  makeTestStore,
  renderWithProviders,
  type RenderOptions,
  type RenderWithProvidersResult,
  type TestStore,
} from './render';
export { API_BASE, server, SITE_BASE } from './server';
export { listAnswer, LIST_INFORMATIONS, listWith } from './fixtures/list';
export { ACCOUNTANT, PARENT, profile, SELLER, STRANGER } from './fixtures/profile';
