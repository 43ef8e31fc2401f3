/**
 * Where the API lives, in a module of its own with no imports: the partner app's light sign-in
 * screen (partner/login/) reads it without pulling react-admin, which the client in
 * ./httpClient.ts needs.
 */
export const API_URL = '/api';
