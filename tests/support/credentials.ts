/** The staff login the e2e seed creates. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'E2e-Passwort-123!' }
