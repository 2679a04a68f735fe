/** The API the app and the cloud service speak, as shown on /for-developers (display text only: the site never calls it). */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'WS';

export interface ApiEndpoint {
  method: ApiMethod;
  path: string;
  descriptionKey: string;
}

export interface ApiDocSection {
  id: string;
  titleKey: string;
  descriptionKey: string;
  endpoints: readonly ApiEndpoint[];
}

export const API_DOC_SECTIONS: readonly ApiDocSection[] = [
  {
    id: 'authentication',
    titleKey: 'forDevelopers.apiDocs.authentication.title',
    descriptionKey: 'forDevelopers.apiDocs.authentication.description',
    endpoints: [
      { method: 'POST', path: '/auth/login', descriptionKey: 'forDevelopers.apiDocs.authentication.login' },
      { method: 'POST', path: '/auth/refresh', descriptionKey: 'forDevelopers.apiDocs.authentication.refresh' },
      { method: 'POST', path: '/auth/logout', descriptionKey: 'forDevelopers.apiDocs.authentication.logout' },
    ],
  },
  {
    id: 'sessions',
    titleKey: 'forDevelopers.apiDocs.sessions.title',
    descriptionKey: 'forDevelopers.apiDocs.sessions.description',
    endpoints: [
      { method: 'GET', path: '/sessions', descriptionKey: 'forDevelopers.apiDocs.sessions.list' },
      { method: 'POST', path: '/sessions', descriptionKey: 'forDevelopers.apiDocs.sessions.create' },
      { method: 'GET', path: '/sessions/{id}', descriptionKey: 'forDevelopers.apiDocs.sessions.get' },
      { method: 'PUT', path: '/sessions/{id}', descriptionKey: 'forDevelopers.apiDocs.sessions.update' },
    ],
  },
  {
    id: 'punches',
    titleKey: 'forDevelopers.apiDocs.punches.title',
    descriptionKey: 'forDevelopers.apiDocs.punches.description',
    endpoints: [
      { method: 'POST', path: '/punches', descriptionKey: 'forDevelopers.apiDocs.punches.upload' },
      { method: 'GET', path: '/punches/session/{id}', descriptionKey: 'forDevelopers.apiDocs.punches.bySession' },
      { method: 'GET', path: '/punches/analytics', descriptionKey: 'forDevelopers.apiDocs.punches.analytics' },
    ],
  },
  {
    id: 'websocket',
    titleKey: 'forDevelopers.apiDocs.websocket.title',
    descriptionKey: 'forDevelopers.apiDocs.websocket.description',
    endpoints: [
      { method: 'WS', path: '/ws/live', descriptionKey: 'forDevelopers.apiDocs.websocket.live' },
      { method: 'WS', path: '/ws/coaching', descriptionKey: 'forDevelopers.apiDocs.websocket.coaching' },
    ],
  },
];
