/** The route table of spec §2. */
export const ROUTES = {
  landing: '/',
  about: '/about',
  authDenied: '/auth_denied',
  recoverPassword: '/recover_password/:uid/:token/',
  verifyEmail: '/verify_email/:uid/:token/',
  home: '/home',
  test: '/test',
  test1: '/test1',
  test2: '/test2',
  responseAdvisor: '/response_advisor',
  geodataExplorer: '/geodata_explorer',
  floodAnalysis: '/flood_analysis',
  /** Issue 15: the flood hazard scoring app (not in the spec's table, where it is "in development"). */
  hazardScoring: '/hazard_scoring',
} as const;
